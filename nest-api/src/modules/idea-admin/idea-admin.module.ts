import { Module } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { IdeaAuthoringModule } from '../idea-authoring/idea-authoring.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { IdeaAdminController } from './idea-admin.controller';
import { IdeaAdminRepository } from './idea-admin.repository';
import { IdeaAdminService } from './idea-admin.service';

/** Ideas in the admin area: the user's list, the staff's edit, state, stats and export, and deletion. */
@Module({
  imports: [CrowdModule, IdeaModule, IdeaAuthoringModule, NotificationModule],
  controllers: [IdeaAdminController],
  providers: [IdeaAdminRepository, IdeaAdminService],
})
export class IdeaAdminModule {}
