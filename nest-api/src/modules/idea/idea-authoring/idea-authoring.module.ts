import { Module } from '@nestjs/common';
import { CategoryModule } from '../category/category.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { FileModule } from '../../../infra/files/file.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { QuestionnaireModule } from '../questionnaire/questionnaire.module';
import { SubscriptionModule } from '../../subscription/subscription/subscription.module';
import { UserModule } from '../../auth/user/user.module';
import { IdeaAuthoringController } from './idea-authoring.controller';
import { AuthoredIdeaViewService } from './authored-idea-view.service';
import { AuthoringGateService } from './authoring-gate.service';
import { CreationAnswersService } from './creation-answers.service';
import { IdeaCountsService } from './idea-counts.service';
import { IdeaCreationService } from './idea-creation.service';
import { IdeaCreatorService } from './idea-creator.service';
import { IdeaEditorService } from './idea-editor.service';
import { IdeaMediaService } from './idea-media.service';
import { IdeaOwnerEditService } from './idea-owner-edit.service';
import { LimitNoticeController } from './limit-notice.controller';
import { LimitNoticeRateLimit } from './limit-notice-rate-limit';
import { LimitNoticeService } from './limit-notice.service';

/**
 * Ideas as their authors write them (create, edit) with their images, videos and creation answers,
 * and the note to a full crowd's owners that someone wanted to add one.
 */
@Module({
  imports: [
    CategoryModule,
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
    AuthoringGateService,
    CreationAnswersService,
    AuthoredIdeaViewService,
    IdeaCountsService,
    IdeaCreatorService,
    IdeaCreationService,
    IdeaOwnerEditService,
    IdeaEditorService,
    IdeaMediaService,
    LimitNoticeService,
    LimitNoticeRateLimit,
  ],
  exports: [IdeaCountsService, IdeaEditorService, IdeaMediaService],
})
export class IdeaAuthoringModule {}
