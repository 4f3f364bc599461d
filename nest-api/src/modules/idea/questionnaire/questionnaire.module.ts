import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { QuestionnaireController } from './questionnaire.controller';
import { QuestionnaireRepository } from './questionnaire.repository';
import { QuestionnaireService } from './questionnaire.service';
import { QuestionnaireViewController } from './questionnaire-view.controller';

/**
 * A crowd's like and creation questionnaires: the admin area's idea settings and the enabled ones
 * on the public site; the service is exported for the like questionnaire a like answers.
 */
@Module({
  imports: [CrowdModule],
  controllers: [QuestionnaireController, QuestionnaireViewController],
  providers: [QuestionnaireRepository, QuestionnaireService],
  exports: [QuestionnaireRepository, QuestionnaireService],
})
export class QuestionnaireModule {}
