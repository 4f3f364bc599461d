import { Questionnaire } from '../../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { allowed, refused, signedIn, type MatrixRow } from '../matrix';
import type { World } from '../world';

/** Crowd A's creation questionnaire as stored now, created on first use, so each call sends the current version. */
async function creationQuestionnaireOfA(world: World): Promise<Questionnaire> {
  const questionnaires = world.dataSource.getRepository(Questionnaire);
  const where = { crowdId: world.crowdA.id, questionnaireType: 'IDEA_CREATION' as const };
  return (
    (await questionnaires.findOneBy(where)) ?? questionnaires.save(questionnaires.create({ ...where, enabled: false }))
  );
}

/** Idea settings is a tab of crowd A's admins and managers; followers and other crowds' users may not. */
const staffOfA = (status: number) =>
  signedIn(allowed(status), {
    followerA: refused(403, 'forbidden'),
    adminB: refused(403, 'forbidden'),
    privateB: refused(403, 'user_bound_to_other_crowd'),
  });

export const QUESTIONNAIRE_ROWS: MatrixRow[] = [
  {
    route: 'GET /questionnaire/{crowdId}',
    site: 'main',
    call: (world) => ({ path: `/questionnaire/${world.crowdA.id}` }),
    expect: staffOfA(200),
  },
  {
    route: 'POST /questionnaire',
    site: 'main',
    call: async (world) => {
      const questionnaire = await creationQuestionnaireOfA(world);
      return {
        path: '/questionnaire',
        body: {
          id: questionnaire.id,
          version: questionnaire.version,
          crowdId: world.crowdA.id,
          questionnaireType: 'IDEA_CREATION',
          questions: [
            {
              questionType: 'SINGLE_CHOICE',
              questionText: 'Matrix?',
              options: [{ text: 'Yes' }, { text: 'No' }],
            },
          ],
        },
      };
    },
    expect: staffOfA(200),
  },
];
