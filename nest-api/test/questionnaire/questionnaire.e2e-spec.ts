import {
  LIMITS,
  STALE_ENTITY_HEADER,
  ZCrowdQuestionnairesResponse,
  ZSaveQuestionnaireResponse,
  type TQuestionnaire,
  type TCrowdRole,
} from '@crowd/contracts';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { QuestionOption } from '../../src/modules/idea/questionnaire/entities/question-option.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { Answer } from '../../src/modules/idea/idea/entities/answer.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { authTestApp } from '../support/auth-app';
import { createCrowd } from '../support/factories';
import { mainSiteCall, signedInMember, staffWorld, type StaffActor } from '../support/staff-world';

const choice = (questionText: string, ...options: string[]) => ({
  questionType: 'SINGLE_CHOICE' as const,
  questionText,
  options: options.map((text) => ({ text })),
});

describe('questionnaires of a crowd (/api/questionnaire)', () => {
  const testApp = authTestApp();
  let crowdA: Crowd;
  let crowdB: Crowd;
  let cookies: Record<StaffActor, string>;
  const call = mainSiteCall(testApp);

  const tables = async () => ({
    questionnaires: await testApp.dataSource.getRepository(Questionnaire).find({ order: { id: 'ASC' } }),
    questions: await testApp.dataSource.getRepository(Question).find({ order: { id: 'ASC' } }),
    options: await testApp.dataSource.getRepository(QuestionOption).find({ order: { id: 'ASC' } }),
  });

  const member = (crowd: Crowd, role: TCrowdRole) => signedInMember(testApp, crowd, role);

  async function questionnairesOf(crowdId: number, cookie = cookies.admin) {
    const response = await call('get', `/questionnaire/${crowdId}`, cookie).expect(200);
    return ZCrowdQuestionnairesResponse.strict().parse(response.body);
  }

  /** A fresh crowd of its own, so a test's questionnaires never meet another test's. */
  async function freshCreationQuestionnaire(): Promise<{ crowd: Crowd; admin: string; questionnaire: TQuestionnaire }> {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await member(crowd, 'CROWD_ADMIN');
    const { creationQuestionnaire } = await questionnairesOf(crowd.id, admin);
    if (!creationQuestionnaire) throw new Error('no creation questionnaire');
    return { crowd, admin, questionnaire: creationQuestionnaire };
  }

  async function save(questionnaire: TQuestionnaire, fields: Record<string, unknown>, cookie: string, status = 200) {
    return call('post', '/questionnaire', cookie)
      .send({
        id: questionnaire.id,
        version: questionnaire.version,
        crowdId: questionnaire.crowdId,
        questionnaireType: questionnaire.questionnaireType,
        ...fields,
      })
      .expect(status);
  }

  async function saved(questionnaire: TQuestionnaire, fields: Record<string, unknown>, cookie: string) {
    return ZSaveQuestionnaireResponse.strict().parse((await save(questionnaire, fields, cookie)).body).questionnaire;
  }

  beforeAll(async () => {
    ({ crowdA, crowdB, cookies } = await staffWorld(testApp));
  });

  it('gives every crowd, existing ones too, both questionnaires: disabled and empty, created once', async () => {
    const first = await questionnairesOf(crowdA.id);
    expect(first).toEqual({
      likeQuestionnaire: {
        id: expect.any(Number),
        version: 1,
        crowdId: crowdA.id,
        questionnaireType: 'IDEA_LIKE',
        enabled: false,
        questions: [],
      },
      creationQuestionnaire: {
        id: expect.any(Number),
        version: 1,
        crowdId: crowdA.id,
        questionnaireType: 'IDEA_CREATION',
        enabled: false,
        questions: [],
      },
    });
    await Promise.all([questionnairesOf(crowdA.id), questionnairesOf(crowdA.id, cookies.manager)]);
    expect(await questionnairesOf(crowdA.id, cookies.manager)).toEqual(first);
    const rows = await testApp.dataSource.getRepository(Questionnaire).findBy({ crowdId: crowdA.id });
    expect(rows).toHaveLength(2);
  });

  it('saves enabled and the questions in order, and reads them back the same', async () => {
    const { crowd, admin, questionnaire } = await freshCreationQuestionnaire();
    const result = await saved(
      questionnaire,
      {
        enabled: true,
        questions: [
          { questionType: 'TEXT', questionText: '  Why?  ' },
          choice('How much revenue?', 'None', 'Some', 'A lot'),
          { questionType: 'MULTIPLE_CHOICE', questionText: 'Who gains?', options: [{ text: 'Us' }, { text: 'Them' }] },
        ],
      },
      admin,
    );
    expect(result).toMatchObject({ version: questionnaire.version + 1, enabled: true });
    expect(result.questions.map((q) => [q.questionType, q.questionText, q.options.map((o) => o.text)])).toEqual([
      ['TEXT', 'Why?', []],
      ['SINGLE_CHOICE', 'How much revenue?', ['None', 'Some', 'A lot']],
      ['MULTIPLE_CHOICE', 'Who gains?', ['Us', 'Them']],
    ]);
    expect((await questionnairesOf(crowd.id, admin)).creationQuestionnaire).toEqual(result);
  });

  it('changes only enabled when no questions are sent', async () => {
    const { admin, questionnaire } = await freshCreationQuestionnaire();
    const withQuestion = await saved(questionnaire, { questions: [choice('Kept?', 'Yes', 'No')] }, admin);
    const enabled = await saved(withQuestion, { enabled: true }, admin);
    expect(enabled).toEqual({ ...withQuestion, enabled: true, version: withQuestion.version + 1 });
  });

  it('keeps the ids of questions and options sent with their id, soft-deletes the ones left out, and never rewrites answers', async () => {
    const { crowd, admin, questionnaire } = await freshCreationQuestionnaire();
    const first = await saved(
      questionnaire,
      { questions: [choice('Revenue?', 'Low', 'Mid', 'High'), { questionType: 'TEXT', questionText: 'Doomed' }] },
      admin,
    );
    const [revenue, doomed] = first.questions;
    if (!revenue || !doomed) throw new Error('questions missing');
    const [low, mid, high] = revenue.options;
    if (!low || !mid || !high) throw new Error('options missing');

    const ideas = testApp.dataSource.getRepository(Idea);
    const idea = await ideas.save(
      ideas.create({ crowdId: crowd.id, creatorName: 'A', name: 'Idea', description: '<p>x</p>', state: 'SUBMITTED' }),
    );
    const answers = testApp.dataSource.getRepository(Answer);
    await answers.save([
      answers.create({
        questionnaireId: questionnaire.id,
        questionId: revenue.id,
        ideaId: idea.id,
        context: 'IDEA_CREATION',
        questionText: 'Revenue?',
        optionIds: [mid.id],
        optionTexts: ['Mid'],
        textAnswer: null,
      }),
      answers.create({
        questionnaireId: questionnaire.id,
        questionId: doomed.id,
        ideaId: idea.id,
        context: 'IDEA_CREATION',
        questionText: 'Doomed',
        optionIds: [],
        optionTexts: [],
        textAnswer: 'Because',
      }),
    ]);
    const answersBefore = await answers.find({ order: { id: 'ASC' } });

    const second = await saved(
      first,
      {
        questions: [
          { questionType: 'TEXT', questionText: 'New first' },
          {
            id: revenue.id,
            questionType: 'SINGLE_CHOICE',
            questionText: 'Expected revenue?',
            options: [{ id: high.id, text: 'High' }, { text: 'Huge' }, { id: low.id, text: 'Low (renamed)' }],
          },
        ],
      },
      admin,
    );
    const [newFirst, kept] = second.questions;
    expect(newFirst).toMatchObject({ questionText: 'New first', options: [] });
    expect(newFirst?.id).not.toBe(doomed.id);
    expect(kept).toEqual({
      id: revenue.id,
      questionType: 'SINGLE_CHOICE',
      questionText: 'Expected revenue?',
      options: [
        { id: high.id, text: 'High' },
        { id: expect.any(Number), text: 'Huge' },
        { id: low.id, text: 'Low (renamed)' },
      ],
    });

    const rows = await tables();
    expect(rows.questions.find((q) => q.id === doomed.id)?.deletedAt).toEqual(expect.any(Date));
    expect(rows.options.find((o) => o.id === mid.id)?.deletedAt).toEqual(expect.any(Date));
    expect(await answers.find({ order: { id: 'ASC' } })).toEqual(answersBefore);
    expect((await questionnairesOf(crowd.id, admin)).creationQuestionnaire?.questions).toEqual(second.questions);

    // A deleted question or option is gone for good: its id is no longer one of the questionnaire's.
    const before = await tables();
    const revived = await save(
      second,
      { questions: [{ id: doomed.id, questionType: 'TEXT', questionText: 'Back' }] },
      admin,
      422,
    );
    expect(revived.body.errors).toEqual([{ param: 'questions.0.id', msg: 'validation_invalid_value' }]);
    const revivedOption = await save(
      second,
      { questions: [{ ...kept, options: [{ id: mid.id, text: 'Mid' }, { text: 'Other' }] }] },
      admin,
      422,
    );
    expect(revivedOption.body.errors).toEqual([{ param: 'questions.0.options.0.id', msg: 'validation_invalid_value' }]);
    expect(await tables()).toEqual(before);
  });

  it('empties a questionnaire when an empty list is sent', async () => {
    const { admin, questionnaire } = await freshCreationQuestionnaire();
    const first = await saved(questionnaire, { questions: [choice('Q', 'a', 'b')] }, admin);
    expect((await saved(first, { questions: [] }, admin)).questions).toEqual([]);
  });

  describe('validation: 422 with the field and its message key, nothing stored', () => {
    const cases: Array<[string, unknown[], { param: string; msg: string; count?: number }]> = [
      [
        'a blank question text',
        [{ questionType: 'TEXT', questionText: '  ' }],
        { param: 'questions.0.questionText', msg: 'idea_question_validation_empty' },
      ],
      [
        'a missing question text',
        [{ questionType: 'TEXT' }],
        { param: 'questions.0.questionText', msg: 'idea_question_validation_empty' },
      ],
      [
        'a question text over the limit',
        [{ questionType: 'TEXT', questionText: 'q'.repeat(LIMITS.questionTextMax + 1) }],
        { param: 'questions.0.questionText', msg: 'characters_too_long', count: 1 },
      ],
      [
        'an unknown question type',
        [{ questionType: 'RATING', questionText: 'Q' }],
        { param: 'questions.0.questionType', msg: 'validation_invalid_value' },
      ],
      [
        'a blank option',
        [choice('Q', 'a', ' ')],
        { param: 'questions.0.options.1.text', msg: 'idea_question_option_validation_empty' },
      ],
      [
        'a choice question with 1 option',
        [choice('Q', 'a')],
        { param: 'questions.0.options', msg: 'idea_question_validation_options_count' },
      ],
      [
        'a choice question without options',
        [{ questionType: 'MULTIPLE_CHOICE', questionText: 'Q' }],
        { param: 'questions.0.options', msg: 'idea_question_validation_options_count' },
      ],
      [
        'a choice question with 11 options',
        [choice('Q', ...Array.from({ length: LIMITS.questionOptionsMax + 1 }, (_, i) => `o${i}`))],
        { param: 'questions.0.options', msg: 'idea_question_validation_options_count' },
      ],
      [
        'a text question with options',
        [{ questionType: 'TEXT', questionText: 'Q', options: [{ text: 'a' }] }],
        { param: 'questions.0.options', msg: 'idea_question_validation_text_options' },
      ],
      [
        'an id of no question',
        [{ id: 999999, questionType: 'TEXT', questionText: 'Q' }],
        { param: 'questions.0.id', msg: 'validation_invalid_value' },
      ],
      [
        'an option id of no option',
        [{ ...choice('Q', 'a'), options: [{ id: 999999, text: 'a' }, { text: 'b' }] }],
        { param: 'questions.0.options.0.id', msg: 'validation_invalid_value' },
      ],
    ];

    it.each(cases)('refuses %s', async (_label, questions, error) => {
      const { admin, questionnaire } = await freshCreationQuestionnaire();
      const before = await tables();
      const response = await save(questionnaire, { enabled: true, questions }, admin, 422);
      expect(response.body.errors).toEqual([error]);
      expect(await tables()).toEqual(before);
    });

    it('refuses a version, type or enabled flag of the wrong kind', async () => {
      const { admin, questionnaire } = await freshCreationQuestionnaire();
      const before = await tables();
      const response = await save(
        questionnaire,
        { version: undefined, enabled: 'yes', questionnaireType: 'OTHER' },
        admin,
        422,
      );
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { param: 'version', msg: 'validation_invalid_value' },
          { param: 'enabled', msg: 'validation_invalid_value' },
          { param: 'questionnaireType', msg: 'validation_invalid_value' },
        ]),
      );
      const otherType = await save(questionnaire, { questionnaireType: 'IDEA_LIKE', enabled: true }, admin, 422);
      expect(otherType.body.errors).toEqual([{ param: 'questionnaireType', msg: 'validation_invalid_value' }]);
      expect(await tables()).toEqual(before);
    });

    it("refuses ids of another questionnaire's questions and options, a changed type and a repeated id", async () => {
      const { crowd, admin, questionnaire } = await freshCreationQuestionnaire();
      const { likeQuestionnaire } = await questionnairesOf(crowd.id, admin);
      if (!likeQuestionnaire) throw new Error('no like questionnaire');
      const like = await saved(likeQuestionnaire, { questions: [choice('Like?', 'Yes', 'No')] }, admin);
      const creation = await saved(questionnaire, { questions: [choice('Create?', 'Yes', 'No')] }, admin);
      const [foreign] = like.questions;
      const [own] = creation.questions;
      if (!foreign || !own) throw new Error('questions missing');
      const before = await tables();

      const attempts: Array<[unknown[], string]> = [
        [[{ ...foreign, options: [{ text: 'a' }, { text: 'b' }] }], 'questions.0.id'],
        [[{ ...own, options: [foreign.options[0], { text: 'x' }] }], 'questions.0.options.0.id'],
        [[{ ...choice('New', 'a', 'b'), options: [own.options[0], { text: 'b' }] }], 'questions.0.options.0.id'],
        [[{ id: own.id, questionType: 'TEXT', questionText: 'Now text' }], 'questions.0.questionType'],
        [[own, { ...own, options: [{ text: 'a' }, { text: 'b' }] }], 'questions.1.id'],
      ];
      for (const [questions, param] of attempts) {
        const response = await save(creation, { questions }, admin, 422);
        expect(response.body.errors).toEqual([{ param, msg: 'validation_invalid_value' }]);
      }
      expect(await tables()).toEqual(before);
    });
  });

  it('answers 409 with the stale-entity header for an old version and changes nothing', async () => {
    const { admin, questionnaire } = await freshCreationQuestionnaire();
    await saved(questionnaire, { enabled: true }, admin);
    const before = await tables();
    const stale = await save(questionnaire, { questions: [choice('Late', 'a', 'b')] }, admin, 409);
    expect(stale.body).toEqual({ error: 'optimistic_locking_error' });
    expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('Questionnaire');
    expect(await tables()).toEqual(before);
  });

  it("answers 404 for another crowd's questionnaire named under this crowd", async () => {
    const { likeQuestionnaire } = await questionnairesOf(crowdB.id, cookies.adminOfB);
    if (!likeQuestionnaire) throw new Error('no like questionnaire');
    const before = await tables();
    await call('post', '/questionnaire', cookies.admin)
      .send({ ...likeQuestionnaire, crowdId: crowdA.id, enabled: true, questions: undefined })
      .expect(404, { error: 'not_found' });
    expect(await tables()).toEqual(before);
  });

  describe('who may read and save', () => {
    it('lets managers save like admins', async () => {
      const { likeQuestionnaire } = await questionnairesOf(crowdA.id, cookies.manager);
      if (!likeQuestionnaire) throw new Error('no like questionnaire');
      const result = await saved(likeQuestionnaire, { enabled: !likeQuestionnaire.enabled }, cookies.manager);
      expect(result.enabled).toBe(!likeQuestionnaire.enabled);
    });

    it('refuses anonymous (401), followers, admins of another crowd (403) and bound private users (403); nothing changes', async () => {
      const { likeQuestionnaire } = await questionnairesOf(crowdA.id);
      if (!likeQuestionnaire) throw new Error('no like questionnaire');
      const before = await tables();
      const refusals: Array<[cookie: string | undefined, status: number, error: string]> = [
        [undefined, 401, 'unauthorized'],
        [cookies.follower, 403, 'forbidden'],
        [cookies.adminOfB, 403, 'forbidden'],
        [cookies.boundToB, 403, 'user_bound_to_other_crowd'],
      ];
      for (const [cookie, status, error] of refusals) {
        await call('get', `/questionnaire/${crowdA.id}`, cookie).expect(status, { error });
        await call('post', '/questionnaire', cookie)
          .send({ ...likeQuestionnaire, enabled: true, questions: [choice('Intruder', 'a', 'b')] })
          .expect(status, { error });
      }
      // An admin of B naming their own crowd in the body still cannot reach A's questionnaire.
      await call('post', '/questionnaire', cookies.adminOfB)
        .send({ ...likeQuestionnaire, crowdId: crowdB.id, enabled: true, questions: [] })
        .expect(404, { error: 'not_found' });
      expect(await tables()).toEqual(before);
    });

    it('answers 404 crowd_does_not_exist for an unknown crowd', async () => {
      await call('get', '/questionnaire/999999', cookies.admin).expect(404, { error: 'crowd_does_not_exist' });
    });
  });
});
