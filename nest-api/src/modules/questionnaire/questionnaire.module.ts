import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { QuestionnaireController } from './questionnaire.controller';
import { QuestionnaireRepository } from './questionnaire.repository';
import { QuestionnaireService } from './questionnaire.service';

/** A crowd's like and creation questionnaires: the admin area's idea settings. */
@Module({
  imports: [CrowdModule],
  controllers: [QuestionnaireController],
  providers: [QuestionnaireRepository, QuestionnaireService],
})
export class QuestionnaireModule {}
