import { ZLikeIdeaResponse, ZRateIdeaResponse, ZUnlikeIdeaResponse } from '@crowd/contracts';
import request from 'supertest';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { Answer } from '../../src/modules/idea/idea/entities/answer.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { hashPassword } from '../../src/modules/auth/auth/password-hasher';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { createQuestionnaire, type QuestionSpec } from '../support/questionnaires';

type Method = 'post' | 'delete';

/** The `{domain}` key of a crowd's site: its subdomain (every test crowd has one). */
const domainOf = (crowd: Crowd): string => crowd.subdomain ?? '';

describe('likes and ratings of ideas (/api/ideaLike, /api/ideaRating)', () => {
  const testApp = authTestApp();
  let passwordHash: string;
  let crowd: Crowd;
  let privateCrowd: Crowd;

  const call = (method: Method, path: string, cookie?: string) => {
    const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };
  const like = (cookie: string, domain: string, body: Record<string, unknown>) =>
    call('post', `/ideaLike/${domain}`, cookie).send(body);
  const unlike = (cookie: string, domain: string, ideaId: number) =>
    call('delete', `/ideaLike/${domain}/${ideaId}`, cookie);
  const rate = (cookie: string, ideaId: number, value: number) =>
    call('post', '/ideaRating', cookie).send({ ideaId, value });

  /** A signed-in user; with a crowd, a member of it in that role. */
  async function user(
    options: { crowd?: Crowd; role?: CrowdMember['role']; boundCrowdId?: number } = {},
  ): Promise<{ id: number; cookie: string }> {
    const created = await createUser(testApp.dataSource, { passwordHash, boundCrowdId: options.boundCrowdId ?? null });
    if (options.crowd) await addMember(testApp.dataSource, options.crowd.id, created.id, options.role);
    const cookie = await signIn(testApp.app, created.email, { crowdId: options.boundCrowdId });
    return { id: created.id, cookie };
  }

  async function idea(crowdId: number): Promise<Idea> {
    const ideas = testApp.dataSource.getRepository(Idea);
    return ideas.save(
      ideas.create({ crowdId, creatorName: 'Author', name: 'An idea', description: '<p>x</p>', state: 'SUBMITTED' }),
    );
  }

  const stored = (id: number) => testApp.dataSource.getRepository(Idea).findOneByOrFail({ id });
  const reactionRows = async (ideaId: number) => ({
    likes: await testApp.dataSource.getRepository(IdeaLike).findBy({ ideaId }),
    ratings: await testApp.dataSource.getRepository(IdeaRating).findBy({ ideaId }),
    answers: await testApp.dataSource.getRepository(Answer).findBy({ ideaId }),
    idea: await stored(ideaId),
  });

  /** The crowd's like questionnaire, enabled, with the given questions (options by text). */
  const likeQuestionnaire = (crowdId: number, questions: QuestionSpec[]) =>
    createQuestionnaire(testApp.dataSource, crowdId, 'IDEA_LIKE', questions);

  beforeAll(async () => {
    passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
    crowd = await createCrowd(testApp.dataSource);
    privateCrowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true, privateUsers: true });
  });

  describe('likes', () => {
    it('counts 50 concurrent likes of 50 users exactly', async () => {
      const target = await idea(crowd.id);
      const users = await Promise.all(Array.from({ length: 50 }, () => user()));
      const responses = await Promise.all(users.map((u) => like(u.cookie, domainOf(crowd), { ideaId: target.id })));
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
      const counts = responses.map((r) => ZLikeIdeaResponse.strict().parse(r.body).likeCount);
      expect(Math.max(...counts)).toBe(50);
      expect((await stored(target.id)).likeCount).toBe(50);
      expect((await reactionRows(target.id)).likes).toHaveLength(50);
    });

    it('keeps the count exact while likes and unlikes of one idea cross', async () => {
      const target = await idea(crowd.id);
      const [leaving, arriving] = [
        await Promise.all(Array.from({ length: 10 }, () => user())),
        await Promise.all(Array.from({ length: 10 }, () => user())),
      ];
      for (const u of leaving) await like(u.cookie, domainOf(crowd), { ideaId: target.id }).expect(201);
      const responses = await Promise.all([
        ...leaving.map((u) => unlike(u.cookie, domainOf(crowd), target.id)),
        ...arriving.map((u) => like(u.cookie, domainOf(crowd), { ideaId: target.id })),
      ]);
      expect(responses.map((r) => r.status)).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
      expect((await stored(target.id)).likeCount).toBe(10);
      expect((await reactionRows(target.id)).likes.map((row) => row.userId).sort()).toEqual(
        arriving.map((u) => u.id).sort(),
      );
    });

    it('refuses a second like by the same user (also sent at once) without changing the count', async () => {
      const target = await idea(crowd.id);
      const liker = await user();
      const first = await Promise.all(
        Array.from({ length: 5 }, () => like(liker.cookie, domainOf(crowd), { ideaId: target.id })),
      );
      expect(first.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const again = await like(liker.cookie, domainOf(crowd), { ideaId: target.id }).expect(409);
      expect(again.body).toMatchObject({ error: 'idea_already_liked' });
      expect((await stored(target.id)).likeCount).toBe(1);
    });

    it('takes a like back once: the count drops by one, a second unlike is refused', async () => {
      const target = await idea(crowd.id);
      const [liker, other] = [await user(), await user()];
      await like(liker.cookie, domainOf(crowd), { ideaId: target.id }).expect(201);
      await like(other.cookie, domainOf(crowd), { ideaId: target.id }).expect(201);
      const responses = await Promise.all([
        unlike(liker.cookie, domainOf(crowd), target.id),
        unlike(liker.cookie, domainOf(crowd), target.id),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const done = responses.find((r) => r.status === 200);
      expect(ZUnlikeIdeaResponse.strict().parse(done?.body)).toEqual({ message: 'idea_unliked', likeCount: 1 });
      expect(responses.find((r) => r.status === 409)?.body).toMatchObject({ error: 'idea_not_liked' });
      expect((await stored(target.id)).likeCount).toBe(1);
      // Liking again after an unlike is a like like any other.
      await like(liker.cookie, domainOf(crowd), { ideaId: target.id }).expect(201);
      expect((await stored(target.id)).likeCount).toBe(2);
    });

    it('answers 404 for an idea of another crowd and for an unknown site, changing nothing', async () => {
      const elsewhere = await idea((await createCrowd(testApp.dataSource)).id);
      const liker = await user();
      await like(liker.cookie, domainOf(crowd), { ideaId: elsewhere.id }).expect(404);
      await unlike(liker.cookie, domainOf(crowd), elsewhere.id).expect(404);
      const unknown = await like(liker.cookie, 'no-such-crowd', { ideaId: elsewhere.id }).expect(404);
      expect(unknown.body).toMatchObject({ error: 'crowd_does_not_exist' });
      expect((await reactionRows(elsewhere.id)).likes).toEqual([]);
      expect((await stored(elsewhere.id)).likeCount).toBe(0);
    });

    it('asks visitors to sign in', async () => {
      const target = await idea(crowd.id);
      await call('post', `/ideaLike/${domainOf(crowd)}`)
        .send({ ideaId: target.id })
        .expect(401);
      await call('post', '/ideaRating').send({ ideaId: target.id, value: 3 }).expect(401);
    });
  });

  describe('the like questionnaire', () => {
    it('requires valid answers, then stores them with a snapshot of the texts', async () => {
      const ownCrowd = await createCrowd(testApp.dataSource);
      const { questionnaire, questions } = await likeQuestionnaire(ownCrowd.id, [
        ['TEXT', 'Why?'],
        ['SINGLE_CHOICE', 'How much?', 'A little', 'A lot'],
        ['MULTIPLE_CHOICE', 'Where?', 'Home', 'Work', 'School'],
      ]);
      const [why, howMuch, where] = questions as [(typeof questions)[0], (typeof questions)[0], (typeof questions)[0]];
      const target = await idea(ownCrowd.id);
      const liker = await user();
      const send = (questionnaireAnswers?: unknown[]) =>
        like(liker.cookie, domainOf(ownCrowd), {
          ideaId: target.id,
          questionnaireId: questionnaire.id,
          ...(questionnaireAnswers ? { questionnaireAnswers } : {}),
        });

      const missing = await send().expect(422);
      expect(missing.body).toEqual({
        errors: [
          { param: `questionnaireAnswers.${why.id}`, msg: 'idea_question_validation_answer_empty' },
          { param: `questionnaireAnswers.${howMuch.id}`, msg: 'idea_question_validation_option_empty' },
          { param: `questionnaireAnswers.${where.id}`, msg: 'idea_question_validation_option_empty' },
        ],
      });
      const invalid = await send([
        { questionId: why.id, answer: '   ' },
        { questionId: howMuch.id, optionIds: howMuch.options.map((o) => o.id) },
        { questionId: where.id, optionIds: [] },
      ]).expect(422);
      expect((invalid.body as { errors: unknown[] }).errors).toHaveLength(3);
      await like(liker.cookie, domainOf(ownCrowd), {
        ideaId: target.id,
        questionnaireId: questionnaire.id + 1000,
        questionnaireAnswers: [],
      }).expect(422);
      expect(await reactionRows(target.id)).toMatchObject({ likes: [], answers: [], idea: { likeCount: 0 } });

      const [aLot] = howMuch.options.slice(1);
      const [home, , school] = where.options;
      await send([
        { questionId: why.id, answer: ' Because ' },
        { questionId: howMuch.id, optionIds: [aLot?.id] },
        { questionId: where.id, optionIds: [school?.id, home?.id] },
      ]).expect(201);

      // The questionnaire changes afterwards: the answers keep the texts they were given with.
      await testApp.dataSource.getRepository(Question).update({ id: howMuch.id }, { questionText: 'Renamed' });
      const rows = await reactionRows(target.id);
      expect(rows.idea.likeCount).toBe(1);
      expect(
        rows.answers
          .sort((a, b) => a.questionId - b.questionId)
          .map(
            ({ questionnaireId, questionId, userId, context, questionText, optionIds, optionTexts, textAnswer }) => ({
              questionnaireId,
              questionId,
              userId,
              context,
              questionText,
              optionIds,
              optionTexts,
              textAnswer,
            }),
          ),
      ).toEqual([
        {
          questionnaireId: questionnaire.id,
          questionId: why.id,
          userId: liker.id,
          context: 'IDEA_LIKE',
          questionText: 'Why?',
          optionIds: [],
          optionTexts: [],
          textAnswer: 'Because',
        },
        {
          questionnaireId: questionnaire.id,
          questionId: howMuch.id,
          userId: liker.id,
          context: 'IDEA_LIKE',
          questionText: 'How much?',
          optionIds: [aLot?.id],
          optionTexts: ['A lot'],
          textAnswer: null,
        },
        {
          questionnaireId: questionnaire.id,
          questionId: where.id,
          userId: liker.id,
          context: 'IDEA_LIKE',
          questionText: 'Where?',
          optionIds: [home?.id, school?.id],
          optionTexts: ['Home', 'School'],
          textAnswer: null,
        },
      ]);

      // Who already likes it is told so, whatever the answers.
      const twice = await send([]).expect(409);
      expect(twice.body).toMatchObject({ error: 'idea_already_liked' });

      // Answered once for this idea: liking again after an unlike asks nothing and stores nothing more.
      await unlike(liker.cookie, domainOf(ownCrowd), target.id).expect(200);
      await like(liker.cookie, domainOf(ownCrowd), { ideaId: target.id }).expect(201);
      expect((await reactionRows(target.id)).answers).toHaveLength(3);
    });

    it('asks nothing while the questionnaire is disabled or has no questions', async () => {
      const disabledCrowd = await createCrowd(testApp.dataSource);
      const { questionnaire } = await likeQuestionnaire(disabledCrowd.id, [['TEXT', 'Why?']]);
      await testApp.dataSource.getRepository(Questionnaire).update({ id: questionnaire.id }, { enabled: false });
      const emptyCrowd = await createCrowd(testApp.dataSource);
      await likeQuestionnaire(emptyCrowd.id, []);
      const liker = await user();
      for (const site of [disabledCrowd, emptyCrowd]) {
        const target = await idea(site.id);
        await like(liker.cookie, domainOf(site), { ideaId: target.id }).expect(201);
        expect((await reactionRows(target.id)).answers).toEqual([]);
      }
    });
  });

  describe('ratings', () => {
    it('averages 20 concurrent ratings of 20 users exactly', async () => {
      const target = await idea(crowd.id);
      const users = await Promise.all(Array.from({ length: 20 }, () => user()));
      const values = users.map((_, i) => ((i * 7) % 5) + 1);
      const responses = await Promise.all(users.map((u, i) => rate(u.cookie, target.id, values[i] ?? 1)));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      const sum = values.reduce((total, value) => total + value, 0);
      expect(await stored(target.id)).toMatchObject({ ratingSum: sum, ratingCount: 20 });
      const last = await rate(users[0]?.cookie ?? '', target.id, values[0] ?? 1).expect(200);
      expect(ZRateIdeaResponse.strict().parse(last.body)).toEqual({
        message: 'idea_rated',
        averageRating: Math.round((sum / 20) * 10) / 10,
        ratingCount: 20,
      });
    });

    it('replaces a rating when the user rates again (also several times at once)', async () => {
      const target = await idea(crowd.id);
      const [rater, other] = [await user(), await user()];
      await rate(other.cookie, target.id, 2).expect(200);
      await rate(rater.cookie, target.id, 5).expect(200);
      const replaced = await rate(rater.cookie, target.id, 3).expect(200);
      expect(replaced.body).toEqual({ message: 'idea_rated', averageRating: 2.5, ratingCount: 2 });
      const burst = await Promise.all([1, 4, 5, 2].map((value) => rate(rater.cookie, target.id, value)));
      expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const rows = await reactionRows(target.id);
      const mine = rows.ratings.find((rating) => rating.userId === rater.id);
      expect(rows.ratings).toHaveLength(2);
      expect(rows.idea).toMatchObject({ ratingSum: 2 + (mine?.value ?? 0), ratingCount: 2 });
    });

    it('refuses values outside 1–5 and unknown ideas', async () => {
      const target = await idea(crowd.id);
      const rater = await user();
      for (const value of [0, 6, 2.5]) {
        const response = await rate(rater.cookie, target.id, value).expect(422);
        expect(response.body).toEqual({ errors: [{ param: 'value', msg: 'validation_rating_value' }] });
      }
      await rate(rater.cookie, target.id + 100000, 3).expect(404);
      expect(await reactionRows(target.id)).toMatchObject({ ratings: [], idea: { ratingSum: 0, ratingCount: 0 } });
    });
  });

  describe('who may react', () => {
    it('lets only enabled members like and rate in a private crowd; refusals change nothing', async () => {
      const target = await idea(privateCrowd.id);
      const outsider = await user();
      const boundElsewhere = await user({ crowd, boundCrowdId: crowd.id });
      const disabled = await user({ crowd: privateCrowd });
      await testApp.dataSource
        .getRepository(CrowdMember)
        .update({ crowdId: privateCrowd.id, userId: disabled.id }, { disabled: true });
      const refusals: Array<[{ cookie: string }, string]> = [
        [outsider, 'forbidden'],
        [disabled, 'forbidden'],
        [boundElsewhere, 'user_bound_to_other_crowd'],
      ];
      for (const [actor, error] of refusals) {
        const liked = await like(actor.cookie, domainOf(privateCrowd), { ideaId: target.id }).expect(403);
        expect(liked.body).toMatchObject({ error });
        await unlike(actor.cookie, domainOf(privateCrowd), target.id).expect(403);
        const rated = await rate(actor.cookie, target.id, 4).expect(403);
        expect(rated.body).toMatchObject({ error });
      }
      expect(await reactionRows(target.id)).toMatchObject({
        likes: [],
        ratings: [],
        idea: { likeCount: 0, ratingSum: 0, ratingCount: 0 },
      });

      const member = await user({ crowd: privateCrowd });
      await like(member.cookie, domainOf(privateCrowd), { ideaId: target.id }).expect(201);
      await rate(member.cookie, target.id, 4).expect(200);
      expect(await stored(target.id)).toMatchObject({ likeCount: 1, ratingSum: 4, ratingCount: 1 });
    });

    it('refuses everyone in a disabled crowd and outsiders in a hidden one, changing nothing', async () => {
      const disabledCrowd = await createCrowd(testApp.dataSource, { active: false });
      const hiddenCrowd = await createCrowd(testApp.dataSource, { visible: false });
      const outsider = await user();
      const disabledMember = await user({ crowd: disabledCrowd });
      const hiddenMember = await user({ crowd: hiddenCrowd });
      const cases: Array<[Crowd, { cookie: string }, string]> = [
        [disabledCrowd, outsider, 'crowd_is_disabled'],
        [disabledCrowd, disabledMember, 'crowd_is_disabled'],
        [hiddenCrowd, outsider, 'crowd_not_visible_owner'],
      ];
      for (const [site, actor, error] of cases) {
        const target = await idea(site.id);
        const liked = await like(actor.cookie, domainOf(site), { ideaId: target.id }).expect(403);
        expect(liked.body).toMatchObject({ error });
        const rated = await rate(actor.cookie, target.id, 2).expect(403);
        expect(rated.body).toMatchObject({ error });
        expect(await stored(target.id)).toMatchObject({ likeCount: 0, ratingCount: 0 });
      }
      const hiddenIdea = await idea(hiddenCrowd.id);
      await like(hiddenMember.cookie, domainOf(hiddenCrowd), { ideaId: hiddenIdea.id }).expect(201);
      await rate(hiddenMember.cookie, hiddenIdea.id, 2).expect(200);
    });

    it('keeps a private user to their own crowd, and lets them react there', async () => {
      const boundToPrivate = await user({ crowd: privateCrowd, boundCrowdId: privateCrowd.id });
      const outside = await idea(crowd.id);
      await like(boundToPrivate.cookie, domainOf(crowd), { ideaId: outside.id }).expect(403);
      await rate(boundToPrivate.cookie, outside.id, 5).expect(403);
      const inside = await idea(privateCrowd.id);
      await like(boundToPrivate.cookie, domainOf(privateCrowd), { ideaId: inside.id }).expect(201);
      expect(await stored(outside.id)).toMatchObject({ likeCount: 0, ratingCount: 0 });
    });
  });
});
