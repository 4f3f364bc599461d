import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { FileModule } from '../file/file.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { QuestionnaireModule } from '../questionnaire/questionnaire.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { UserModule } from '../user/user.module';
import { IdeaAuthoringController } from './idea-authoring.controller';
import { IdeaAuthoringRepository } from './idea-authoring.repository';
import { IdeaAuthoringService } from './idea-authoring.service';
import { IdeaEditorService } from './idea-editor.service';
import { IdeaMediaService } from './idea-media.service';
import { LimitNoticeController } from './limit-notice.controller';
import { LimitNoticeRateLimit } from './limit-notice-rate-limit';
import { LimitNoticeService } from './limit-notice.service';

/**
 * Ideas as their authors write them (create, edit) with their images, videos and creation answers,
 * and the note to a full crowd's owners that someone wanted to add one.
 */
@Module({
  imports: [
    CrowdModule,
    FileModule,
    IdeaModule,
    NotificationModule,
    QuestionnaireModule,
    SubscriptionModule,
    UserModule,
  ],
  controllers: [IdeaAuthoringController, LimitNoticeController],
  providers: [
    IdeaAuthoringRepository,
    IdeaAuthoringService,
    IdeaEditorService,
    IdeaMediaService,
    LimitNoticeService,
    LimitNoticeRateLimit,
  ],
  exports: [IdeaAuthoringRepository, IdeaEditorService, IdeaMediaService],
})
export class IdeaAuthoringModule {}
