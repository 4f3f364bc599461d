import { ZCrowdViewIdeaResponse, ZCrowdViewIdeasResponse, ZMergeIdeasResponse } from '@crowd/contracts';
import request from 'supertest';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { hashPassword } from '../../src/modules/auth/auth/password-hasher';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { writeIdeaSearchRow } from '../../src/modules/idea/idea/idea-search-index.repository';
import { IdeaView } from '../../src/modules/idea/idea-share/entities/idea-view.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { createIdea } from '../support/ideas';
import { settleNotifications } from '../support/notifications';

type Method = 'get' | 'post' | 'delete';

describe('merging duplicate ideas (POST /api/idea/merge)', () => {
  const testApp = authTestApp();
  let passwordHash: string;

  const call = (method: Method, path: string, cookie?: string) => {
    const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };
  const merge = (cookie: string, body: Record<string, unknown>) => call('post', '/idea/merge', cookie).send(body);
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);
  const stored = (id: number) => repo(Idea).findOneByOrFail({ id });
  const domainOf = (crowd: Crowd) => crowd.subdomain ?? '';

  async function person(crowd: Crowd, role: 'CROWD_ADMIN' | 'CROWD_MANAGER' | 'CROWD_FOLLOWER' = 'CROWD_FOLLOWER') {
    const user = await createUser(testApp.dataSource, { passwordHash });
    await addMember(testApp.dataSource, crowd.id, user.id, role);
    return { id: user.id, cookie: await signIn(testApp.app, user.email) };
  }
  const like = (who: { cookie: string }, crowd: Crowd, ideaId: number) =>
    call('post', `/ideaLike/${domainOf(crowd)}`, who.cookie).send({ ideaId });
  const rate = (who: { cookie: string }, ideaId: number, value: number) =>
    call('post', '/ideaRating', who.cookie).send({ ideaId, value });
  const comment = (who: { cookie: string }, crowd: Crowd, ideaId: number, content: string) =>
    call('post', `/crowdView/comment/${domainOf(crowd)}`, who.cookie).send({ ideaId, content });

  beforeAll(async () => {
    passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
  });

  it('moves likes (once per person), ratings, comments and views; the source points at the target', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const manager = await person(crowd, 'CROWD_MANAGER');
    const [sourceAuthor, targetAuthor, both, onlySource, onlyTarget] = await Promise.all([
      person(crowd),
      person(crowd),
      person(crowd),
      person(crowd),
      person(crowd),
    ]);
    const source = await createIdea(testApp.dataSource, crowd.id, sourceAuthor.id, { name: 'Green roofs' });
    const target = await createIdea(testApp.dataSource, crowd.id, targetAuthor.id, { name: 'Zelené strechy' });
    for (const idea of [source, target]) await writeIdeaSearchRow(testApp.dataSource.manager, idea, []);
    for (const who of [both, onlySource]) expect((await like(who, crowd, source.id)).status).toBe(201);
    for (const who of [both, onlyTarget]) expect((await like(who, crowd, target.id)).status).toBe(201);
    await rate(both, source.id, 1);
    await rate(both, target.id, 5);
    await rate(onlySource, source.id, 3);
    expect((await comment(onlySource, crowd, source.id, 'Yes, on the school too')).status).toBe(201);
    await call('get', `/public/ideas/views/${source.id}`).expect(200);
    await settleNotifications(testApp.app);

    const response = await merge(manager.cookie, {
      crowdId: crowd.id,
      sourceIdeaId: source.id,
      targetIdeaId: target.id,
    }).expect(200);
    const body = ZMergeIdeasResponse.strict().parse(response.body);
    expect(body.message).toBe('ideas_merged');
    // Three people like one of them; "both" counts once and keeps the target's rating.
    expect(body.idea).toMatchObject({ id: target.id, likeCount: 3, commentCount: 1, viewCount: 1, ratingCount: 2 });
    expect(body.idea.rating).toBe(4);

    const likers = (await repo(IdeaLike).findBy({ ideaId: target.id })).map((row) => row.userId).sort();
    expect(likers).toEqual([both.id, onlySource.id, onlyTarget.id].sort());
    expect(await repo(IdeaLike).countBy({ ideaId: source.id })).toBe(0);
    expect(await repo(IdeaRating).countBy({ ideaId: source.id })).toBe(0);
    expect((await repo(Comment).findBy({ ideaId: target.id })).map((row) => row.content)).toEqual([
      'Yes, on the school too',
    ]);
    expect(await repo(IdeaView).countBy({ ideaId: target.id })).toBe(1);
    const merged = await stored(source.id);
    expect(merged).toMatchObject({ mergedIntoId: target.id, likeCount: 0, commentCount: 0, viewCount: 0 });
    expect(merged.version).toBe(source.version + 1);

    // The single-idea read names the target; the crowd's list leaves the source out.
    const read = await call('get', `/crowdView/idea/${domainOf(crowd)}/${source.id}`).expect(200);
    expect(ZCrowdViewIdeaResponse.parse(read.body).idea.mergedInto).toBe(target.id);
    const list = ZCrowdViewIdeasResponse.parse((await call('get', `/crowdView/ideas/${crowd.id}`).expect(200)).body);
    expect(list.ideas.map((idea) => idea.id)).toEqual([target.id]);
    // Search finds the target by the comment it took over, and the source by nothing any more.
    const searched = async (text: string) =>
      ZCrowdViewIdeasResponse.parse(
        (await call('get', `/crowdView/ideas/${crowd.id}?search=${encodeURIComponent(text)}`).expect(200)).body,
      ).ideas.map((idea) => idea.id);
    expect(await searched('school')).toEqual([target.id]);
    expect(await searched('green roofs')).toEqual([]);

    // Both authors and the source's likers hear of it, the manager who merged does not.
    await settleNotifications(testApp.app);
    const told = await repo(Notification).findBy({ type: 'ideaMerged' });
    expect(told.map((row) => row.userId).sort()).toEqual(
      [sourceAuthor.id, targetAuthor.id, both.id, onlySource.id].sort(),
    );
    expect(told[0]?.data).toMatchObject({ name: 'Zelené strechy', sourceName: 'Green roofs' });
  });

  it('refuses followers, other crowds, an idea into itself and chains, changing nothing', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const other = await createCrowd(testApp.dataSource);
    const admin = await person(crowd, 'CROWD_ADMIN');
    const follower = await person(crowd);
    const otherAdmin = await person(other, 'CROWD_ADMIN');
    const ideaNamed = (name: string) => createIdea(testApp.dataSource, crowd.id, follower.id, { name });
    const [a, b, c] = [await ideaNamed('A'), await ideaNamed('B'), await ideaNamed('C')];
    const elsewhere = await createIdea(testApp.dataSource, other.id, otherAdmin.id);
    const body = (sourceIdeaId: number, targetIdeaId: number, crowdId = crowd.id) => ({
      crowdId,
      sourceIdeaId,
      targetIdeaId,
    });

    expect((await merge(follower.cookie, body(a.id, b.id))).status).toBe(403);
    expect((await merge(otherAdmin.cookie, body(a.id, b.id))).status).toBe(403);
    expect((await merge(admin.cookie, body(a.id, elsewhere.id))).status).toBe(404);
    expect((await merge(otherAdmin.cookie, body(elsewhere.id, a.id, other.id))).status).toBe(404);
    const itself = await merge(admin.cookie, body(a.id, a.id)).expect(422);
    expect(itself.body.errors).toEqual([
      expect.objectContaining({ param: 'targetIdeaId', msg: 'validation_merge_same_idea' }),
    ]);
    for (const written of [{ sourceIdeaId: `0${a.id}` }, { targetIdeaId: -b.id }, { crowdId: `${crowd.id}` }])
      expect((await merge(admin.cookie, { ...body(a.id, b.id), ...written })).status).toBe(422);
    expect(await stored(a.id)).toMatchObject({ mergedIntoId: null });

    await merge(admin.cookie, body(a.id, b.id)).expect(200);
    expect((await merge(admin.cookie, body(a.id, c.id)).expect(409)).body.error).toBe('idea_already_merged');
    expect((await merge(admin.cookie, body(c.id, a.id)).expect(409)).body.error).toBe('idea_merge_target_merged');
    // Merging the target on re-points what went into it, so no merged idea names a merged one.
    await merge(admin.cookie, body(b.id, c.id)).expect(200);
    expect(await stored(a.id)).toMatchObject({ mergedIntoId: c.id });
    expect(await stored(b.id)).toMatchObject({ mergedIntoId: c.id });

    // Deleting the target takes the ideas merged into it along.
    await call('delete', `/idea/${crowd.id}/${c.id}`, admin.cookie).expect(200);
    expect(await repo(Idea).countBy({ id: a.id })).toBe(0);
    expect(await repo(Idea).countBy({ id: b.id })).toBe(0);
  });

  it('loses no like that races the merge: each lands on the target or is refused with idea_was_merged', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await person(crowd, 'CROWD_ADMIN');
    const source = await createIdea(testApp.dataSource, crowd.id, null);
    const target = await createIdea(testApp.dataSource, crowd.id, null);
    const likers = await Promise.all(Array.from({ length: 20 }, () => person(crowd)));

    const [merged, ...likes] = await Promise.all([
      merge(admin.cookie, { crowdId: crowd.id, sourceIdeaId: source.id, targetIdeaId: target.id }),
      ...likers.map((who, index) => like(who, crowd, index % 2 === 0 ? source.id : target.id)),
    ]);
    expect(merged?.status).toBe(200);
    for (const response of likes) {
      if (response.status !== 201) expect(response.body).toMatchObject({ error: 'idea_was_merged' });
      else expect(response.status).toBe(201);
    }
    const accepted = likes.filter((response) => response.status === 201).length;
    expect(await repo(IdeaLike).countBy({ ideaId: source.id })).toBe(0);
    expect(await repo(IdeaLike).countBy({ ideaId: target.id })).toBe(accepted);
    expect((await stored(target.id)).likeCount).toBe(accepted);
    // After the merge the source takes no part any more.
    const late = await person(crowd);
    expect((await like(late, crowd, source.id)).body.error).toBe('idea_was_merged');
    expect((await comment(late, crowd, source.id, 'late')).body.error).toBe('idea_was_merged');
    expect((await rate(late, source.id, 4)).body.error).toBe('idea_was_merged');
  });
});
