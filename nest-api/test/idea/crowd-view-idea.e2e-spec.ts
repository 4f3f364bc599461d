import { ZCrowdViewIdeaResponse, ZIdeaReaderResponse, ZIdeaViewerResponse } from '@crowd/contracts';
import request from 'supertest';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { IdeaVideo } from '../../src/modules/idea/idea/entities/idea-video.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createQuestionnaire } from '../support/questionnaires';
import { createCategory, createIdea } from '../support/ideas';
import { refusedCrowdActors } from '../support/refused-actors';

describe("one idea of the crowd's site (GET /api/crowdView/idea/{domain}/{ideaId})", () => {
  const testApp = authTestApp();

  const domainOf = (crowd: Crowd): string => crowd.subdomain ?? '';
  const get = (path: string, cookie?: string) => {
    const pending = testApp.api().get(`/api${path}`);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };
  async function readIdea(crowd: Crowd, ideaId: number, cookie?: string) {
    const response = await get(`/crowdView/idea/${domainOf(crowd)}/${ideaId}`, cookie).expect(200);
    return ZCrowdViewIdeaResponse.strict().parse(response.body);
  }
  async function member(crowd: Crowd, role: 'CROWD_FOLLOWER' | 'CROWD_ADMIN' = 'CROWD_FOLLOWER') {
    const user = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, user.id, role);
    return signIn(testApp.app, user.email);
  }

  /** The crowd's like questionnaire, enabled, with one text question. */
  async function likeQuestionnaire(crowd: Crowd) {
    const { questionnaire, questions } = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_LIKE', [
      ['TEXT', 'Why?'],
    ]);
    return { questionnaireId: questionnaire.id, questionId: questions[0]!.id };
  }

  it('answers the idea with its gallery and counts, and no viewer when signed out', async () => {
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'one-idea' });
    const idea = await createIdea(testApp.dataSource, crowd.id, null, {
      name: 'Bike lanes',
      description: '<p>Paint <strong>them</strong></p>',
      likeCount: 2,
      viewCount: 7,
      ratingSum: 9,
      ratingCount: 2,
      featured: true,
    });
    const files = testApp.dataSource.getRepository(StoredFile);
    const file = await files.save(
      files.create({
        crowdId: crowd.id,
        ownerId: null,
        purpose: 'IDEA_ATTACHMENT',
        contentType: 'image/png',
        size: 1,
        storageKey: `detail-${crowd.id}`,
        originalName: null,
        sha256: 'a'.repeat(64),
      }),
    );
    await testApp.dataSource.getRepository(IdeaFile).save({ ideaId: idea.id, fileId: file.id, position: 0 });
    await testApp.dataSource
      .getRepository(IdeaVideo)
      .save({ ideaId: idea.id, url: 'https://www.youtube.com/watch?v=abc', position: 0 });

    const { idea: seen, viewer } = await readIdea(crowd, idea.id);
    expect(viewer).toBeNull();
    expect(seen).toMatchObject({
      id: idea.id,
      name: 'Bike lanes',
      description: '<p>Paint <strong>them</strong></p>',
      likeCount: 2,
      viewCount: 7,
      rating: 4.5,
      ratingCount: 2,
      tags: ['featured'],
      fileIds: [file.id],
      embeddableVideos: ['https://www.youtube.com/watch?v=abc'],
    });
    expect(seen.link).toMatch(new RegExp(`^https?://one-idea\\..+/idea/${idea.id}$`));
  });

  it('tells the signed-in reader their like, rating and like answers, which outlive an unlike', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const idea = await createIdea(testApp.dataSource, crowd.id, null);
    const { questionnaireId, questionId } = await likeQuestionnaire(crowd);
    const cookie = await member(crowd);

    expect((await readIdea(crowd, idea.id, cookie)).viewer).toEqual({
      liked: false,
      rating: null,
      likeQuestionnaireAnswered: false,
      creationAnswers: [],
    });

    await testApp
      .api()
      .post(`/api/ideaLike/${domainOf(crowd)}`)
      .set('Cookie', cookie)
      .send({ ideaId: idea.id, questionnaireId, questionnaireAnswers: [{ questionId, answer: 'Safer streets' }] })
      .expect(201);
    await testApp.api().post('/api/ideaRating').set('Cookie', cookie).send({ ideaId: idea.id, value: 4 }).expect(200);
    const afterLike = await readIdea(crowd, idea.id, cookie);
    expect(afterLike.viewer).toEqual({ liked: true, rating: 4, likeQuestionnaireAnswered: true, creationAnswers: [] });
    expect(afterLike.idea).toMatchObject({ likeCount: 1, rating: 4, ratingCount: 1 });

    await request(testApp.app.getHttpServer())
      .delete(`/api/ideaLike/${domainOf(crowd)}/${idea.id}`)
      .set('X-Forwarded-Host', MAIN_HOST)
      .set('Cookie', cookie)
      .expect(200);
    await testApp.api().post('/api/ideaRating').set('Cookie', cookie).send({ ideaId: idea.id, value: 2 }).expect(200);
    expect((await readIdea(crowd, idea.id, cookie)).viewer).toEqual({
      liked: false,
      rating: 2,
      likeQuestionnaireAnswered: true,
      creationAnswers: [],
    });

    // Another reader's state is their own.
    expect((await readIdea(crowd, idea.id, await member(crowd))).viewer).toEqual({
      liked: false,
      rating: null,
      likeQuestionnaireAnswered: false,
      creationAnswers: [],
    });
  });

  it("gives the idea's author, and only them, their creation answers (their edit form shows them)", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const { questions } = await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_CREATION', [
      ['TEXT', 'Why?'],
      ['MULTIPLE_CHOICE', 'Where?', 'North', 'South'],
    ]);
    const [why, where] = questions;
    const cookie = await member(crowd);
    const created = await testApp
      .api()
      .post('/api/idea')
      .set('Cookie', cookie)
      .field('crowdId', String(crowd.id))
      .field('name', 'Benches')
      .field('description', '<p>More benches</p>')
      .field(
        'answers',
        JSON.stringify([
          { questionId: why!.id, answer: 'Rest' },
          { questionId: where!.id, optionIds: [where!.options[1]!.id] },
        ]),
      )
      .expect(201);
    const ideaId = created.body.idea.id as number;
    expect((await readIdea(crowd, ideaId, cookie)).viewer?.creationAnswers).toEqual([
      { questionId: why!.id, answer: 'Rest' },
      { questionId: where!.id, optionIds: [where!.options[1]!.id] },
    ]);
    expect((await readIdea(crowd, ideaId, await member(crowd))).viewer?.creationAnswers).toEqual([]);
  });

  it("is 404 idea_does_not_exist for an unknown idea, another crowd's and, but to the staff, a hidden category's", async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const other = await createCrowd(testApp.dataSource);
    const hiddenCategory = await createCategory(testApp.dataSource, crowd.id, 'Drafts', { visible: false });
    const ofOther = await createIdea(testApp.dataSource, other.id, null, { name: 'Elsewhere' });
    const hidden = await createIdea(testApp.dataSource, crowd.id, null, {
      name: 'In a hidden category',
      categoryId: hiddenCategory.id,
    });
    const adminCookie = await member(crowd, 'CROWD_ADMIN');

    for (const [ideaId, cookie] of [
      [987654321, undefined],
      [ofOther.id, undefined],
      [hidden.id, undefined],
      [hidden.id, await member(crowd)],
    ] as const) {
      await get(`/crowdView/idea/${domainOf(crowd)}/${ideaId}`, cookie).expect(404, { error: 'idea_does_not_exist' });
    }
    // The crowd's staff read it (the idea's reading rule, decision 029): they moderate it.
    expect((await readIdea(crowd, hidden.id, adminCookie)).idea.name).toBe('In a hidden category');
    await get(`/crowdView/idea/no-such-crowd-here/${ofOther.id}`).expect(404, { error: 'crowd_does_not_exist' });
    await get(`/crowdView/idea/${domainOf(crowd)}/abc`).expect(422);
  });

  it("shows a private crowd's idea to its members and nothing to anyone else", async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
    const idea = await createIdea(testApp.dataSource, crowd.id, null, { name: 'Members only' });
    expect((await readIdea(crowd, idea.id, await member(crowd))).idea.name).toBe('Members only');

    const outsiders = (await refusedCrowdActors(testApp.app, testApp.dataSource, crowd.id)).filter(
      (actor) => !['follower', 'manager'].includes(actor.name),
    );
    for (const actor of outsiders) {
      const pending = get(`/crowdView/idea/${domainOf(crowd)}/${idea.id}`).set(actor.headers);
      const response = await (actor.cookie ? pending.set('Cookie', actor.cookie) : pending);
      expect({ actor: actor.name, status: response.status, body: response.body }).toEqual({
        actor: actor.name,
        status: actor.status,
        body: { error: actor.error },
      });
      expect(JSON.stringify(response.body)).not.toContain('Members only');
    }
  });

  describe("the reader's own parts of a shared idea page (GET /api/crowdView/ideaReader|ideaViewer/{domain}/{ideaId})", () => {
    const readerPath = (crowd: Crowd, ideaId: number | string, route = 'ideaReader') =>
      `/crowdView/${route}/${domainOf(crowd)}/${ideaId}`;

    it('answers the top bar and the viewer as GET /notification/topBar and the idea page give them', async () => {
      const crowd = await createCrowd(testApp.dataSource);
      const idea = await createIdea(testApp.dataSource, crowd.id, null);
      const cookie = await member(crowd);
      await testApp.api().post('/api/ideaRating').set('Cookie', cookie).send({ ideaId: idea.id, value: 5 }).expect(200);

      const parts = ZIdeaReaderResponse.strict().parse(
        (await get(readerPath(crowd, idea.id), cookie).expect(200)).body,
      );
      expect(parts.viewer).toEqual((await readIdea(crowd, idea.id, cookie)).viewer);
      expect(parts.viewer).toMatchObject({ liked: false, rating: 5 });
      const { user, notifications } = (await get('/notification/topBar', cookie).expect(200)).body;
      expect({ user: parts.user, notifications: parts.notifications }).toEqual({ user, notifications });
      // Without the top bar, for a page filled in for a browser without script.
      const state = ZIdeaViewerResponse.strict().parse(
        (await get(readerPath(crowd, idea.id, 'ideaViewer'), cookie).expect(200)).body,
      );
      expect(state).toEqual({ userId: parts.user.id, viewer: parts.viewer });
    });

    it.each(['ideaReader', 'ideaViewer'])(
      "%s is for the signed in only, under the idea page's reading rule, and tells an outsider nothing",
      async (route) => {
        const readerPath = (crowd: Crowd, ideaId: number | string) =>
          `/crowdView/${route}/${domainOf(crowd)}/${ideaId}`;
        const crowd = await createCrowd(testApp.dataSource);
        const other = await createCrowd(testApp.dataSource);
        const idea = await createIdea(testApp.dataSource, crowd.id, null);
        const ofOther = await createIdea(testApp.dataSource, other.id, null);
        const cookie = await member(crowd);
        await get(readerPath(crowd, idea.id)).expect(401, { error: 'unauthorized' });
        await get(readerPath(crowd, ofOther.id), cookie).expect(404, { error: 'idea_does_not_exist' });
        await get(readerPath(crowd, 987654321), cookie).expect(404, { error: 'idea_does_not_exist' });
        for (const spelling of ['0' + idea.id, '+' + idea.id, `${idea.id}.0`, 'abc'])
          await get(readerPath(crowd, spelling), cookie).expect(422);

        const closed = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
        const secret = await createIdea(testApp.dataSource, closed.id, null, { name: 'Members only' });
        const outsiders = (await refusedCrowdActors(testApp.app, testApp.dataSource, closed.id)).filter(
          (actor) => !['follower', 'manager'].includes(actor.name),
        );
        for (const actor of outsiders) {
          const pending = get(readerPath(closed, secret.id)).set(actor.headers);
          const response = await (actor.cookie ? pending.set('Cookie', actor.cookie) : pending);
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.body).not.toHaveProperty('user');
          expect(response.body).not.toHaveProperty('userId');
          expect(response.body).not.toHaveProperty('viewer');
        }
      },
    );
  });
});
