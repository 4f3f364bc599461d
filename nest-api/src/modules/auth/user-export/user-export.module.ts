import { Module } from '@nestjs/common';
import { CommentModule } from '../../idea/comment/comment.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { FileModule } from '../../../infra/files/file.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { IdeaShareModule } from '../../idea/idea-share/idea-share.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { PaymentsModule } from '../../subscription/payments/payments.module';
import { UserModule } from '../user/user.module';
import { PersonalDataCollector } from './personal-data.collector';
import { UserExportBuilder } from './user-export.builder';
import { UserExportController } from './user-export.controller';
import { UserExportProcessor } from './user-export.processor';
import { UserExportRepository } from './user-export.repository';
import { UserExportService } from './user-export.service';

/** "Download my data" (issue 29, decision 033): the user_export table, the zip, its queue job and mail. */
@Module({
  imports: [
    UserModule,
    CrowdModule,
    IdeaModule,
    CommentModule,
    IdeaShareModule,
    NotificationModule,
    PaymentsModule,
    FileModule,
  ],
  controllers: [UserExportController],
  providers: [PersonalDataCollector, UserExportRepository, UserExportService, UserExportBuilder, UserExportProcessor],
  exports: [UserExportService],
})
export class UserExportModule {}
