import * as S from '../schemas';
import { type TApiRoute } from './route';

export const QUESTIONNAIRES_ROUTES = [
  {
    method: 'get',
    path: '/questionnaire/{crowdId}',
    operationId: 'getQuestionnaires',
    tag: 'questionnaires',
    auth: 'user',
    summary: "The crowd's like and creation questionnaires",
    request: { params: S.ZCrowdIdParams },
    responses: { 200: S.ZCrowdQuestionnairesResponse },
  },
  {
    method: 'post',
    path: '/questionnaire',
    operationId: 'saveQuestionnaire',
    tag: 'questionnaires',
    auth: 'user',
    summary: 'Save a questionnaire (enabled and questions when changed)',
    request: { body: S.ZSaveQuestionnaireRequest },
    responses: { 200: S.ZSaveQuestionnaireResponse },
  },
] as const satisfies readonly TApiRoute[];
