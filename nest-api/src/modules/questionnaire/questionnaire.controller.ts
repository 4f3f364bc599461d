import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ZCrowdIdParams,
  ZSaveQuestionnaireRequest,
  type TCrowdQuestionnairesResponse,
  type TCrowdRole,
  type TSaveQuestionnaireRequest,
  type TSaveQuestionnaireResponse,
} from '@crowd/contracts';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import { CrowdRole } from '../crowd/context/crowd-role.guard';
import { QuestionnaireService } from './questionnaire.service';

/** Idea settings is a tab every admin and manager of the crowd sees (spec 2), so both may edit it. */
const QUESTIONNAIRE_EDITORS: TCrowdRole[] = ['CROWD_ADMIN', 'CROWD_MANAGER'];

/** The crowd admin area's idea settings tab; the crowd comes from the path or the body's crowdId. */
@Controller('questionnaire')
@CrowdRole(...QUESTIONNAIRE_EDITORS)
export class QuestionnaireController {
  constructor(private readonly questionnaires: QuestionnaireService) {}

  @Get(':crowdId')
  list(@ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number }): Promise<TCrowdQuestionnairesResponse> {
    return this.questionnaires.forCrowd(crowdId);
  }

  @Post()
  @HttpCode(200)
  save(@ZodBody(ZSaveQuestionnaireRequest) body: TSaveQuestionnaireRequest): Promise<TSaveQuestionnaireResponse> {
    return this.questionnaires.save(body);
  }
}
