import { Module } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { CommentModule } from '../comment/comment.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaAuthoringModule } from '../idea-authoring/idea-authoring.module';
import { IdeaShareModule } from '../idea-share/idea-share.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { QuestionnaireModule } from '../questionnaire/questionnaire.module';
import { UserModule } from '../../auth/user/user.module';
import { IdeaAdminAccess } from './idea-admin-access';
import { IdeaAdminController } from './idea-admin.controller';
import { IdeaAdminListService } from './idea-admin-list.service';
import { IdeaAdminService } from './idea-admin.service';
import { IdeaAdminViewsService } from './idea-admin-views.service';
import { IdeaAnswersService } from './idea-answers.service';
import { IdeaInsightsService } from './idea-insights.service';
import { IdeaMergeService } from './idea-merge.service';
import { IdeaRemovalService } from './idea-removal.service';

/** Ideas in the admin area: the user's list, the staff's edit, state, merge, stats and export, and deletion. */
@Module({
  imports: [
    CacheModule,
    CommentModule,
    CrowdModule,
    IdeaModule,
    IdeaAuthoringModule,
    IdeaShareModule,
    NotificationModule,
    QuestionnaireModule,
    UserModule,
  ],
  controllers: [IdeaAdminController],
  providers: [
    IdeaAdminAccess,
    IdeaAdminListService,
    IdeaAdminService,
    IdeaAdminViewsService,
    IdeaAnswersService,
    IdeaInsightsService,
    IdeaMergeService,
    IdeaRemovalService,
  ],
  exports: [IdeaAdminListService, IdeaRemovalService],
})
export class IdeaAdminModule {}
