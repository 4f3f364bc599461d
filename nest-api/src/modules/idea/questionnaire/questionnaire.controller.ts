import { Controller } from '@nestjs/common';
import type { TCrowdQuestionnairesResponse, TCrowdRole, TSaveQuestionnaireResponse } from '@crowd/contracts';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CrowdRole } from '../../crowd/crowd/context/crowd-role.guard';
import { QuestionnaireService } from './questionnaire.service';

/** Idea settings is a tab every admin and manager of the crowd sees (spec 2), so both may edit it. */
const QUESTIONNAIRE_EDITORS: TCrowdRole[] = ['CROWD_ADMIN', 'CROWD_MANAGER'];

/** The crowd admin area's idea settings tab; the crowd comes from the path or the body's crowdId. */
@Controller()
@CrowdRole(...QUESTIONNAIRE_EDITORS)
export class QuestionnaireController {
  constructor(private readonly questionnaires: QuestionnaireService) {}

  @ApiRoute('getQuestionnaires')
  list(@RouteParams() { crowdId }: TRouteParams<'getQuestionnaires'>): Promise<TCrowdQuestionnairesResponse> {
    return this.questionnaires.forCrowd(crowdId);
  }

  @ApiRoute('saveQuestionnaire')
  save(@RouteBody() body: TRouteBody<'saveQuestionnaire'>): Promise<TSaveQuestionnaireResponse> {
    return this.questionnaires.save(body);
  }
}
