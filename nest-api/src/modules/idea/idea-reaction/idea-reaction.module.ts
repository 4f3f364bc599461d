import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { QuestionnaireModule } from '../questionnaire/questionnaire.module';
import { IdeaReactionController } from './idea-reaction.controller';
import { IdeaReactionService } from './idea-reaction.service';

/** Likes (with the like questionnaire's answers) and ratings of ideas. */
@Module({
  imports: [CrowdModule, IdeaModule, NotificationModule, QuestionnaireModule],
  controllers: [IdeaReactionController],
  providers: [IdeaReactionService],
})
export class IdeaReactionModule {}
