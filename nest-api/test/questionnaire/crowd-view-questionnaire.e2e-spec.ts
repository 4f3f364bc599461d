import { ZCrowdQuestionnairesResponse, type TQuestionnaireType } from '@crowd/contracts';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { QuestionOption } from '../../src/modules/idea/questionnaire/entities/question-option.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { refusedCrowdActors } from '../support/refused-actors';

describe("the crowd site's questionnaires (GET /api/crowdView/ideaQuestionnaire/{domain})", () => {
  const testApp = authTestApp();

  async function addQuestionnaire(crowd: Crowd, questionnaireType: TQuestionnaireType, enabled: boolean) {
    const ds = testApp.dataSource;
    const questionnaire = await ds.getRepository(Questionnaire).save({ crowdId: crowd.id, questionnaireType, enabled });
    const question = await ds.getRepository(Question).save({
      questionnaireId: questionnaire.id,
      questionType: 'SINGLE_CHOICE',
      questionText: `Why (${questionnaireType})?`,
      position: 0,
      deletedAt: null,
    });
    await ds.getRepository(QuestionOption).save([
      { questionId: question.id, text: 'Cheap', position: 0, deletedAt: null },
      { questionId: question.id, text: 'Fast', position: 1, deletedAt: null },
    ]);
    return questionnaire;
  }

  const questionnairesOf = async (domain: string, cookie?: string) => {
    const pending = testApp.api().get(`/api/crowdView/ideaQuestionnaire/${domain}`);
    const response = await (cookie ? pending.set('Cookie', cookie) : pending).expect(200);
    return ZCrowdQuestionnairesResponse.strict().parse(response.body);
  };

  it('answers the enabled questionnaires with their questions, and null for a disabled one', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    const like = await addQuestionnaire(crowd, 'IDEA_LIKE', true);
    await addQuestionnaire(crowd, 'IDEA_CREATION', false);

    const answered = await questionnairesOf(crowd.subdomain ?? '');
    expect(answered.creationQuestionnaire).toBeNull();
    expect(answered.likeQuestionnaire).toMatchObject({
      id: like.id,
      enabled: true,
      questions: [
        {
          questionType: 'SINGLE_CHOICE',
          questionText: 'Why (IDEA_LIKE)?',
          options: [{ text: 'Cheap' }, { text: 'Fast' }],
        },
      ],
    });
  });

  it('answers both null for a crowd whose questionnaires were never set up, and creates none', async () => {
    const crowd = await createCrowd(testApp.dataSource);
    expect(await questionnairesOf(crowd.subdomain ?? '')).toEqual({
      likeQuestionnaire: null,
      creationQuestionnaire: null,
    });
    expect(await testApp.dataSource.getRepository(Questionnaire).countBy({ crowdId: crowd.id })).toBe(0);
  });

  it('answers 404 crowd_does_not_exist for a domain that serves no crowd', async () => {
    await testApp
      .api()
      .get('/api/crowdView/ideaQuestionnaire/no-such-crowd')
      .expect(404, { error: 'crowd_does_not_exist' });
  });

  it("shows a private crowd's questionnaires to its members and nothing to anyone else", async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, privateCrowd: true });
    await addQuestionnaire(crowd, 'IDEA_LIKE', true);
    const member = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, member.id, 'CROWD_FOLLOWER');
    const seen = await questionnairesOf(crowd.subdomain ?? '', await signIn(testApp.app, member.email));
    expect(seen.likeQuestionnaire?.questions).toHaveLength(1);

    // The follower and the manager the helper adds are members: everyone else is an outsider.
    const outsiders = (await refusedCrowdActors(testApp.app, testApp.dataSource, crowd.id)).filter(
      (actor) => !['follower', 'manager'].includes(actor.name),
    );
    for (const actor of outsiders) {
      const pending = testApp.api().get(`/api/crowdView/ideaQuestionnaire/${crowd.subdomain}`).set(actor.headers);
      const response = await (actor.cookie ? pending.set('Cookie', actor.cookie) : pending);
      expect({ actor: actor.name, status: response.status, body: response.body }).toEqual({
        actor: actor.name,
        status: actor.status,
        body: { error: actor.error },
      });
    }
  });
});
