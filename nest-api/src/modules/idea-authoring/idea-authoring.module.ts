import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { FileModule } from '../file/file.module';
import { IdeaModule } from '../idea/idea.module';
import { QuestionnaireModule } from '../questionnaire/questionnaire.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { UserModule } from '../user/user.module';
import { IdeaAuthoringController } from './idea-authoring.controller';
import { IdeaAuthoringRepository } from './idea-authoring.repository';
import { IdeaAuthoringService } from './idea-authoring.service';
import { IdeaEditorService } from './idea-editor.service';
import { IdeaMediaService } from './idea-media.service';

/** Ideas as their authors write them (create, edit) with their images, videos and creation answers. */
@Module({
  imports: [CrowdModule, FileModule, IdeaModule, QuestionnaireModule, SubscriptionModule, UserModule],
  controllers: [IdeaAuthoringController],
  providers: [IdeaAuthoringRepository, IdeaAuthoringService, IdeaEditorService, IdeaMediaService],
  exports: [IdeaAuthoringRepository, IdeaEditorService, IdeaMediaService],
})
export class IdeaAuthoringModule {}
