import {
  type TCrowdQuestionnairesResponse,
  type TErrorBody,
  type TQuestionnaire,
  type TSaveQuestionnaireResponse,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../../test/mocks/api';
import { crowdAdminApi } from '../../../../test/mocks/crowd-admin';
import { makeCrowd } from '../../../../test/mocks/crowd-admin-factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../../../../test/route-args';
import { ideaSettingsAction, loadIdeaSettings, type IdeaSettingsActionData } from './idea-settings.server';

setupMockApi();

const CROWD_ID = 7;
const PAGE = `/crowds/${CROWD_ID}/ideaSettings`;

const crowd = makeCrowd({ id: CROWD_ID, role: 'CROWD_MANAGER' });

const like: TQuestionnaire = {
  id: 11,
  version: 3,
  crowdId: CROWD_ID,
  questionnaireType: 'IDEA_LIKE',
  enabled: false,
  questions: [
    {
      id: 101,
      questionType: 'SINGLE_CHOICE',
      questionText: 'Revenue?',
      options: [
        { id: 1001, text: 'Low' },
        { id: 1002, text: 'High' },
      ],
    },
  ],
};
const creation: TQuestionnaire = {
  id: 12,
  version: 1,
  crowdId: CROWD_ID,
  questionnaireType: 'IDEA_CREATION',
  enabled: true,
  questions: [],
};

/** The crowd admin's API: the user's crowds, the two questionnaires, and the saves it received. */
function adminApi(answer?: () => Response) {
  const saves: unknown[] = [];
  server.use(
    ...crowdAdminApi({ crowds: [crowd] }).handlers,
    mockApi('getQuestionnaires', () =>
      HttpResponse.json<TCrowdQuestionnairesResponse>({ likeQuestionnaire: like, creationQuestionnaire: creation }),
    ),
    mockApi('saveQuestionnaire', async ({ request }) => {
      const body = await request.json();
      saves.push(body);
      return (
        answer?.() ??
        HttpResponse.json<TSaveQuestionnaireResponse>({
          message: 'idea_questionnaire_saved',
          questionnaire: { ...like, version: like.version + 1 },
        })
      );
    }),
  );
  return saves;
}

/** The like questionnaire's form as the page posts it, with `fields` changed or added. */
const likeForm = (fields: Record<string, string> = {}, without: string[] = []) => {
  const form: Record<string, string> = {
    id: '11',
    version: '3',
    questionnaireType: 'IDEA_LIKE',
    'questions.0.id': '101',
    'questions.0.questionType': 'SINGLE_CHOICE',
    'questions.0.questionText': 'Revenue?',
    'questions.0.options.0.id': '1001',
    'questions.0.options.0.text': 'Low',
    'questions.0.options.1.id': '1002',
    'questions.0.options.1.text': 'High',
    newQuestionType: 'SINGLE_CHOICE',
    preset: 'revenue',
    subaction: 'save',
    ...fields,
  };
  for (const name of without) delete form[name];
  return form;
};

const act = (form: Record<string, string>) =>
  settle<IdeaSettingsActionData>(
    ideaSettingsAction({ ...postArgs(PAGE, form), params: { crowdId: String(CROWD_ID) } }),
  );

describe('idea settings (spec 2, 4, 5, 9)', () => {
  it('loads both questionnaires of the crowd', async () => {
    adminApi();
    const outcome = await settle(loadIdeaSettings({ ...getArgs(PAGE), params: { crowdId: String(CROWD_ID) } }));
    expect(outcome.body).toEqual({
      like: { id: 11, version: 3, questionnaireType: 'IDEA_LIKE', enabled: false, questions: like.questions },
      creation: { id: 12, version: 1, questionnaireType: 'IDEA_CREATION', enabled: true, questions: [] },
    });
  });

  describe('edits without JavaScript: the action applies the button to the posted draft and saves nothing', () => {
    it('adds a choice question with 2 empty options, and a text question without any', async () => {
      const saves = adminApi();
      const choice = await act(likeForm({ subaction: 'add-question', newQuestionType: 'MULTIPLE_CHOICE' }));
      expect(choice.status).toBe(200);
      expect(choice.body?.draft.questions[1]).toEqual({
        questionType: 'MULTIPLE_CHOICE',
        questionText: '',
        options: [{ text: '' }, { text: '' }],
      });
      const text = await act(likeForm({ subaction: 'add-question', newQuestionType: 'TEXT' }));
      expect(text.body?.draft.questions[1]).toEqual({ questionType: 'TEXT', questionText: '', options: [] });
      expect(saves).toEqual([]);
    });

    it('keeps what was typed and the enabled switch', async () => {
      adminApi();
      const outcome = await act(
        likeForm({ subaction: 'add-option:0', enabled: 'on', 'questions.0.questionText': 'Typed, not saved' }),
      );
      expect(outcome.body?.draft).toMatchObject({
        enabled: true,
        questions: [
          {
            id: 101,
            questionText: 'Typed, not saved',
            options: [{ id: 1001, text: 'Low' }, { id: 1002, text: 'High' }, { text: '' }],
          },
        ],
      });
    });

    it('adds a recommended question in the page language', async () => {
      adminApi();
      const outcome = await act(likeForm({ subaction: 'add-preset', preset: 'implementationTime' }));
      expect(outcome.body?.draft.questions[1]).toEqual({
        questionType: 'SINGLE_CHOICE',
        questionText: 'How long would the implementation take?',
        options: [
          { text: 'Less than a month' },
          { text: '1 to 3 months' },
          { text: '3 to 12 months' },
          { text: 'More than a year' },
        ],
      });
    });

    it('removes an option only above 2, and adds none above 10', async () => {
      adminApi();
      const atTwo = await act(likeForm({ subaction: 'remove-option:0:1' }));
      expect(atTwo.body?.draft.questions[0]?.options).toHaveLength(2);
      const withThird = likeForm({ subaction: 'remove-option:0:0', 'questions.0.options.2.text': 'Mid' });
      expect((await act(withThird)).body?.draft.questions[0]?.options).toEqual([
        { id: 1002, text: 'High' },
        { text: 'Mid' },
      ]);
      const ten = Object.fromEntries(Array.from({ length: 10 }, (_, j) => [`questions.0.options.${j}.text`, `o${j}`]));
      const full = await act(
        likeForm({ ...ten, subaction: 'add-option:0' }, ['questions.0.options.0.id', 'questions.0.options.1.id']),
      );
      expect(full.body?.draft.questions[0]?.options).toHaveLength(10);
    });

    it('moves and removes questions', async () => {
      adminApi();
      const two = likeForm({
        'questions.1.questionType': 'TEXT',
        'questions.1.questionText': 'Second',
        subaction: 'move-up:1',
      });
      const moved = await act(two);
      expect(moved.body?.draft.questions.map((q) => q.questionText)).toEqual(['Second', 'Revenue?']);
      const removed = await act({ ...two, subaction: 'remove-question:0' });
      expect(removed.body?.draft.questions.map((q) => q.questionText)).toEqual(['Second']);
    });

    it('refuses an unknown subaction', async () => {
      adminApi();
      await expect(
        ideaSettingsAction({ ...postArgs(PAGE, likeForm({ subaction: 'explode' })), params: { crowdId: '7' } }),
      ).rejects.toMatchObject({ status: 400 });
    });
  });

  describe('save', () => {
    it('sends nothing when nothing changed', async () => {
      const saves = adminApi();
      const outcome = await act(likeForm());
      expect(saves).toEqual([]);
      expect(outcome.location).toBe(PAGE);
      await expect(flashedToast(outcome)).resolves.toMatchObject({
        type: 'INFO',
        message: 'crowdAdmin:ideaSettings.nothingChanged',
      });
    });

    it('sends only enabled when only the switch changed', async () => {
      const saves = adminApi();
      const outcome = await act(likeForm({ enabled: 'on' }));
      expect(saves).toEqual([{ id: 11, version: 3, questionnaireType: 'IDEA_LIKE', crowdId: CROWD_ID, enabled: true }]);
      expect(outcome.location).toBe(PAGE);
      await expect(flashedToast(outcome)).resolves.toMatchObject({
        type: 'SUCCESS',
        message: 'idea_questionnaire_saved',
      });
    });

    it('sends the whole question list, trimmed, with the ids it keeps', async () => {
      const saves = adminApi();
      await act(
        likeForm(
          {
            'questions.0.questionText': ' Revenue per year? ',
            'questions.0.options.2.text': 'Mid',
            'questions.1.questionType': 'TEXT',
            'questions.1.questionText': 'Why?',
          },
          ['questions.0.options.0.id', 'questions.0.options.0.text'],
        ),
      );
      expect(saves).toEqual([
        {
          id: 11,
          version: 3,
          questionnaireType: 'IDEA_LIKE',
          crowdId: CROWD_ID,
          questions: [
            {
              id: 101,
              questionType: 'SINGLE_CHOICE',
              questionText: 'Revenue per year?',
              options: [{ id: 1002, text: 'High' }, { text: 'Mid' }],
            },
            { questionType: 'TEXT', questionText: 'Why?', options: [] },
          ],
        },
      ]);
    });

    it("refuses a draft that breaks the contracts' rules before calling the API, with errors on the fields", async () => {
      const saves = adminApi();
      const outcome = await act(
        likeForm({
          'questions.0.questionText': ' ',
          'questions.0.options.1.text': '',
          'questions.1.questionType': 'SINGLE_CHOICE',
          'questions.1.questionText': 'One option',
          'questions.1.options.0.text': 'Only',
        }),
      );
      expect(saves).toEqual([]);
      expect(outcome.status).toBe(422);
      expect(outcome.body?.errors).toEqual({
        'questions.0.questionText': { msg: 'idea_question_validation_empty' },
        'questions.0.options.1.text': { msg: 'idea_question_option_validation_empty' },
        'questions.1.options': { msg: 'idea_question_validation_options_count' },
      });
      expect(outcome.body?.draft.questions[0]?.questionText).toBe(' ');
    });

    it("shows the API's 422 on the question's fields and keeps the draft", async () => {
      adminApi(() =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'questions.0.id', msg: 'validation_invalid_value' }] },
          { status: 422 },
        ),
      );
      const outcome = await act(likeForm({ 'questions.0.questionText': 'Changed' }));
      expect(outcome.status).toBe(422);
      expect(outcome.body).toMatchObject({
        questionnaireType: 'IDEA_LIKE',
        errors: { 'questions.0.id': { msg: 'validation_invalid_value' } },
        draft: { questions: [{ questionText: 'Changed' }] },
      });
    });

    it('answers a stale version with the optimistic-locking toast', async () => {
      adminApi(() =>
        HttpResponse.json<TErrorBody>(
          { error: 'optimistic_locking_error' },
          { status: 409, headers: { 'X-Stale-Entity': 'Questionnaire' } },
        ),
      );
      const outcome = await act(likeForm({ enabled: 'on', version: '2' }));
      expect(outcome.status).toBe(302);
      await expect(flashedToast(outcome)).resolves.toMatchObject({
        type: 'ERROR',
        message: 'optimistic_locking_error',
      });
    });
  });
});
