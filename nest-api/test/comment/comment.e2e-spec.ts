import { LIMITS, PRIVATE_CROWD_HEADER, ZCommentListResponse, ZCreateCommentResponse } from '@crowd/contracts';
import request from 'supertest';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import type { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea, ideaCounters } from '../support/ideas';

type Method = 'get' | 'post' | 'put' | 'delete';

describe('comments on ideas (/api/crowdView/comment, /api/comment)', () => {
  const testApp = authTestApp();

  const call = (method: Method, path: string, cookie?: string, headers: Record<string, string> = {}) => {
    let pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    if (cookie) pending = pending.set('Cookie', cookie);
    for (const [name, value] of Object.entries(headers)) pending = pending.set(name, value);
    return pending;
  };

  /** A signed-in user, a member of `crowd` in `role` when given. */
  async function person(crowd: Crowd, role?: CrowdMember['role'], fields: Partial<User> = {}) {
    const user = await createUser(testApp.dataSource, fields);
    if (role) await addMember(testApp.dataSource, crowd.id, user.id, role);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  /** A public crowd with an idea by its author. */
  async function crowdWithIdea(overrides: Parameters<typeof createCrowd>[1] = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const author = await person(crowd, 'CROWD_FOLLOWER', { name: 'Ida Author' });
    const idea = await createIdea(testApp.dataSource, crowd.id, author.user.id);
    return { crowd, idea, author, site: crowd.subdomain ?? '' };
  }

  const post = (site: string, idea: Idea, content: string, cookie: string) =>
    call('post', `/crowdView/comment/${site}`, cookie).send({ ideaId: idea.id, content });

  async function list(site: string, idea: Idea, query = '', cookie?: string) {
    const response = await call('get', `/crowdView/comment/${site}/${idea.id}${query}`, cookie).expect(200);
    return ZCommentListResponse.parse(response.body);
  }

  const commentRows = (ideaId: number) =>
    testApp.dataSource.getRepository(Comment).find({ where: { ideaId }, order: { id: 'ASC' } });

  it("posts a comment with the author's name, counts it on the idea and lists it to anyone", async () => {
    const { idea, site } = await crowdWithIdea();
    const commenter = await createUser(testApp.dataSource, { name: 'Carl Commenter' });
    const cookie = await signIn(testApp.app, commenter.email);

    const response = await post(site, idea, '  Great idea!  ', cookie).expect(201);
    const created = ZCreateCommentResponse.parse(response.body);
    expect(created).toMatchObject({
      message: 'comment_created',
      comment: {
        ideaId: idea.id,
        ownerId: commenter.id,
        authorName: 'Carl Commenter',
        authorCrowdRole: null,
        ideaAuthor: false,
        content: 'Great idea!',
        updatedAt: null,
      },
    });
    expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 1 });
    expect(await list(site, idea)).toEqual({ comments: [created.comment], allCount: 1 });
  });

  it('pages 20 comments newest first; the offset and limit move through them', async () => {
    const { crowd, idea, author, site } = await crowdWithIdea();
    const comments = testApp.dataSource.getRepository(Comment);
    const start = Date.UTC(2026, 0, 1);
    for (let index = 0; index < 25; index += 1) {
      const at = new Date(start + index * 60_000);
      await comments.save(
        comments.create({
          ideaId: idea.id,
          crowdId: crowd.id,
          ownerId: author.user.id,
          authorName: 'Ida Author',
          content: `comment ${index}`,
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
    const first = await list(site, idea);
    expect(first.allCount).toBe(25);
    expect(first.comments.map((comment) => comment.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `comment ${24 - index}`),
    );
    const second = await list(site, idea, '?offset=20&limit=20');
    expect(second.comments.map((comment) => comment.content)).toEqual([4, 3, 2, 1, 0].map((n) => `comment ${n}`));
    expect((await list(site, idea, '?offset=2&limit=3')).comments.map((comment) => comment.content)).toEqual([
      'comment 22',
      'comment 21',
      'comment 20',
    ]);
    await call('get', `/crowdView/comment/${site}/${idea.id}?limit=101`).expect(422);
  });

  it("marks the crowd's staff and the idea's author; the name stays as it was when written", async () => {
    const { crowd, idea, author, site } = await crowdWithIdea();
    const admin = await person(crowd, 'CROWD_ADMIN', { name: 'Ada Admin' });
    const manager = await person(crowd, 'CROWD_MANAGER', { name: 'Max Manager' });
    await post(site, idea, 'from the author', author.cookie).expect(201);
    await post(site, idea, 'from the admin', admin.cookie).expect(201);
    await post(site, idea, 'from the manager', manager.cookie).expect(201);
    await testApp.dataSource.getRepository(User).update({ id: admin.user.id }, { name: 'Renamed Admin' });

    const { comments } = await list(site, idea);
    expect(
      comments.map(({ content, authorName, authorCrowdRole, ideaAuthor }) => ({
        content,
        authorName,
        authorCrowdRole,
        ideaAuthor,
      })),
    ).toEqual([
      { content: 'from the manager', authorName: 'Max Manager', authorCrowdRole: 'CROWD_MANAGER', ideaAuthor: false },
      { content: 'from the admin', authorName: 'Ada Admin', authorCrowdRole: 'CROWD_ADMIN', ideaAuthor: false },
      { content: 'from the author', authorName: 'Ida Author', authorCrowdRole: 'CROWD_FOLLOWER', ideaAuthor: true },
    ]);
  });

  it('validates the content with the contract keys and changes nothing', async () => {
    const { idea, author, site } = await crowdWithIdea();
    await post(site, idea, '   ', author.cookie).expect(422, {
      errors: [{ param: 'content', msg: 'validation_comment_empty' }],
    });
    const tooLong = await post(site, idea, 'x'.repeat(LIMITS.commentMax + 1), author.cookie).expect(422);
    expect(tooLong.body.errors[0]).toMatchObject({ param: 'content', msg: 'validation_comment_too_long' });
    expect(await commentRows(idea.id)).toEqual([]);
    expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 0 });
    await post(site, idea, 'y'.repeat(LIMITS.commentMax), author.cookie).expect(201);
  });

  it('gives XSS payloads back as the very text written, in JSON, never as markup', async () => {
    const { idea, author, site } = await crowdWithIdea();
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">click</a>',
      '"><svg/onload=alert(1)>',
      "'-alert(1)-'",
      '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
      '{{constructor.constructor("alert(1)")()}}',
      '</textarea><style>@import "//evil"</style>',
      'a < b && c > d',
    ];
    for (const payload of corpus) {
      const response = await post(site, idea, payload, author.cookie).expect(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body.comment.content).toBe(payload);
    }
    const listed = await call('get', `/crowdView/comment/${site}/${idea.id}`).expect(200);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.headers['x-content-type-options']).toBe('nosniff');
    expect((listed.body as { comments: Array<{ content: string }> }).comments.map((c) => c.content).reverse()).toEqual(
      corpus,
    );
  });

  it('lets the author edit their comment and nobody else, not even the idea author or an admin', async () => {
    const { crowd, idea, author, site } = await crowdWithIdea();
    const writer = await person(crowd);
    const admin = await person(crowd, 'CROWD_ADMIN');
    const other = await person(crowd, 'CROWD_FOLLOWER');
    const { comment } = ZCreateCommentResponse.parse((await post(site, idea, 'first words', writer.cookie)).body);

    for (const cookie of [author.cookie, admin.cookie, other.cookie]) {
      await call('put', `/crowdView/comment/${site}`, cookie)
        .send({ id: comment.id, ideaId: idea.id, content: 'not yours' })
        .expect(403, { error: 'forbidden' });
    }
    await call('put', `/crowdView/comment/${site}`)
      .send({ id: comment.id, content: 'anonymous' })
      .expect(401, { error: 'unauthorized' });
    expect((await commentRows(idea.id)).map((row) => row.content)).toEqual(['first words']);

    const edited = await call('put', `/crowdView/comment/${site}`, writer.cookie)
      .send({ ...comment, content: 'better words' })
      .expect(200);
    expect(edited.body).toMatchObject({
      message: 'comment_updated',
      comment: { id: comment.id, content: 'better words' },
    });
    expect(edited.body.comment.updatedAt).not.toBeNull();
    await call('put', `/crowdView/comment/${site}`, writer.cookie)
      .send({ id: comment.id, content: '' })
      .expect(422, { errors: [{ param: 'content', msg: 'validation_comment_empty' }] });
    expect((await list(site, idea)).comments[0]).toMatchObject({ content: 'better words' });
    expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 1 });
  });

  it("lets the author, the idea's author and the crowd's staff delete a comment; others may not", async () => {
    const { crowd, idea, author, site } = await crowdWithIdea();
    const writer = await person(crowd);
    const other = await person(crowd, 'CROWD_FOLLOWER');
    const outsider = await person(crowd);
    const deleters = [writer, author, await person(crowd, 'CROWD_ADMIN'), await person(crowd, 'CROWD_MANAGER')];
    for (const deleter of deleters) {
      const { comment } = ZCreateCommentResponse.parse((await post(site, idea, 'to delete', writer.cookie)).body);
      for (const refused of [other.cookie, outsider.cookie]) {
        await call('delete', `/crowdView/comment/${site}/${comment.id}`, refused).expect(403, { error: 'forbidden' });
      }
      await call('delete', `/crowdView/comment/${site}/${comment.id}`).expect(401);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 1 });

      await call('delete', `/crowdView/comment/${site}/${comment.id}`, deleter.cookie).expect(200, {
        message: 'comment_deleted',
      });
      expect(await commentRows(idea.id)).toEqual([]);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 0 });
      await call('delete', `/crowdView/comment/${site}/${comment.id}`, deleter.cookie).expect(404);
    }
  });

  it('counts exactly 20 concurrent comments, and 20 concurrent deletes bring the count back to 0', async () => {
    const { crowd, idea, site } = await crowdWithIdea();
    const people = await Promise.all(Array.from({ length: 20 }, () => person(crowd)));
    const created = await Promise.all(
      people.map((someone, index) => post(site, idea, `at once ${index}`, someone.cookie)),
    );
    expect(created.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 20 });
    expect((await list(site, idea)).allCount).toBe(20);

    const ids = created.map((response) => (response.body as { comment: { id: number } }).comment.id);
    const deletes = await Promise.all(
      ids.flatMap((id, index) => [
        call('delete', `/crowdView/comment/${site}/${id}`, people[index]!.cookie),
        call('delete', `/crowdView/comment/${site}/${id}`, people[index]!.cookie),
      ]),
    );
    expect(deletes.filter((response) => response.status === 200)).toHaveLength(20);
    expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 0 });
  });

  it("answers 404 for an idea or a comment of another crowd through this crowd's site", async () => {
    const { crowd, author, site } = await crowdWithIdea();
    const elsewhere = await crowdWithIdea();
    const { comment } = ZCreateCommentResponse.parse(
      (await post(elsewhere.site, elsewhere.idea, 'over there', elsewhere.author.cookie)).body,
    );
    const admin = await person(crowd, 'CROWD_ADMIN');
    await call('get', `/crowdView/comment/${site}/${elsewhere.idea.id}`).expect(404);
    await post(site, elsewhere.idea, 'wrong site', author.cookie).expect(404);
    await call('delete', `/crowdView/comment/${site}/${comment.id}`, admin.cookie).expect(404);
    await call('put', `/crowdView/comment/${site}`, elsewhere.author.cookie)
      .send({ id: comment.id, content: 'wrong site' })
      .expect(404);
    await call('get', `/crowdView/comment/no-such-crowd/${elsewhere.idea.id}`).expect(404, {
      error: 'crowd_does_not_exist',
    });
    expect(await ideaCounters(testApp.dataSource, elsewhere.idea.id)).toMatchObject({ commentCount: 1 });
  });

  it("keeps a private crowd's comments to its members; outsiders and private users of other crowds get nothing", async () => {
    const { crowd, idea, author, site } = await crowdWithIdea({ tier: 3, privateCrowd: true });
    await post(site, idea, 'members only', author.cookie).expect(201);
    const outsider = await person(crowd);
    const home = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
    const bound = await createUser(testApp.dataSource, { boundCrowdId: home.id });
    await addMember(testApp.dataSource, home.id, bound.id, 'CROWD_ADMIN');
    const boundCookie = await signIn(testApp.app, bound.email, { crowdId: home.id });

    await call('get', `/crowdView/comment/${site}/${idea.id}`).expect(401, { error: 'unauthorized' });
    await call('get', `/crowdView/comment/${site}/${idea.id}`, outsider.cookie).expect(403, { error: 'forbidden' });
    await call('get', `/crowdView/comment/${site}/${idea.id}`, boundCookie).expect(403, {
      error: 'user_bound_to_other_crowd',
    });
    await post(site, idea, 'let me in', outsider.cookie).expect(403, { error: 'forbidden' });
    await post(site, idea, 'let me in', boundCookie).expect(403, { error: 'user_bound_to_other_crowd' });
    await call('post', `/crowdView/comment/${site}`, boundCookie, { [PRIVATE_CROWD_HEADER]: String(home.id) })
      .send({ ideaId: idea.id, content: 'from home' })
      .expect(403, { error: 'user_bound_to_other_crowd' });
    expect((await list(site, idea, '', author.cookie)).comments.map((comment) => comment.content)).toEqual([
      'members only',
    ]);
    expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 1 });
  });

  it('refuses comments from a member an admin disabled, while they may still read', async () => {
    const { crowd, idea, site } = await crowdWithIdea();
    const disabled = await person(crowd);
    const membership = await addMember(testApp.dataSource, crowd.id, disabled.user.id, 'CROWD_FOLLOWER');
    await testApp.dataSource.getRepository(CrowdMember).update({ id: membership.id }, { disabled: true });
    await post(site, idea, 'still here', disabled.cookie).expect(403, { error: 'forbidden' });
    expect(await list(site, idea, '', disabled.cookie)).toEqual({ comments: [], allCount: 0 });
  });

  it('refuses comments in a disabled crowd', async () => {
    const { idea, author, site } = await crowdWithIdea({ active: false });
    await post(site, idea, 'anyone here?', author.cookie).expect(403, { error: 'crowd_is_disabled' });
    expect(await commentRows(idea.id)).toEqual([]);
  });

  describe('in the admin area (/api/comment/{crowdId}…)', () => {
    it("lets the crowd's admins and managers list, post, edit their own and delete any comment", async () => {
      const { crowd, idea, author, site } = await crowdWithIdea();
      const admin = await person(crowd, 'CROWD_ADMIN', { name: 'Ada Admin' });
      const manager = await person(crowd, 'CROWD_MANAGER');
      const { comment } = ZCreateCommentResponse.parse((await post(site, idea, 'from the site', author.cookie)).body);

      const created = await call('post', `/comment/${crowd.id}`, admin.cookie)
        .send({ ideaId: idea.id, content: 'from the admin area' })
        .expect(201);
      expect(created.body.comment).toMatchObject({ authorName: 'Ada Admin', authorCrowdRole: 'CROWD_ADMIN' });
      const listed = ZCommentListResponse.parse(
        (await call('get', `/comment/${crowd.id}/${idea.id}`, manager.cookie).expect(200)).body,
      );
      expect(listed.comments.map((c) => c.content)).toEqual(['from the admin area', 'from the site']);

      await call('put', `/comment/${crowd.id}`, manager.cookie)
        .send({ id: created.body.comment.id, content: 'not mine' })
        .expect(403);
      await call('put', `/comment/${crowd.id}`, admin.cookie)
        .send({ id: created.body.comment.id, content: 'edited in the admin area' })
        .expect(200);
      await call('delete', `/comment/${crowd.id}/${comment.id}`, manager.cookie).expect(200, {
        message: 'comment_deleted',
      });
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ commentCount: 1 });
    });

    it('refuses followers, outsiders and other crowds, and answers 404 for an unknown crowd', async () => {
      const { crowd, idea, author } = await crowdWithIdea();
      const otherAdmin = await person(await createCrowd(testApp.dataSource), 'CROWD_ADMIN');
      await call('get', `/comment/${crowd.id}/${idea.id}`).expect(401);
      await call('get', `/comment/${crowd.id}/${idea.id}`, author.cookie).expect(403, { error: 'forbidden' });
      await call('get', `/comment/${crowd.id}/${idea.id}`, otherAdmin.cookie).expect(403, { error: 'forbidden' });
      await call('post', `/comment/${crowd.id}`, author.cookie).send({ ideaId: idea.id, content: 'hi' }).expect(403);
      await call('get', `/comment/999999999/${idea.id}`, author.cookie).expect(404, { error: 'crowd_does_not_exist' });
      expect(await commentRows(idea.id)).toEqual([]);
    });
  });
});
