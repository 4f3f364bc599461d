import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CommentModule } from '../../idea/comment/comment.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { FileModule } from '../../../infra/files/file.module';
import { IdeaAdminModule } from '../../idea/idea-admin/idea-admin.module';
import { IdeaShareModule } from '../../idea/idea-share/idea-share.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { PaymentsModule } from '../../subscription/payments/payments.module';
import { UserModule } from '../user/user.module';
import { UserExportModule } from '../user-export/user-export.module';
import { UserTokenModule } from '../user-token/user-token.module';
import { AccountActivityErasure } from './account-activity-erasure';
import { AccountHoldingsErasure } from './account-holdings-erasure';
import { AccountErasureController } from './account-erasure.controller';
import { AccountErasureService } from './account-erasure.service';
import { ErasureRequestService } from './erasure-request.service';

/** Erasing an account at once (decision 034): every module erases its own rows in one transaction. */
@Module({
  imports: [
    AuthModule,
    CommentModule,
    CrowdModule,
    FileModule,
    IdeaAdminModule,
    IdeaModule,
    IdeaShareModule,
    NotificationModule,
    PaymentsModule,
    UserModule,
    UserExportModule,
    UserTokenModule,
  ],
  controllers: [AccountErasureController],
  providers: [AccountActivityErasure, AccountErasureService, AccountHoldingsErasure, ErasureRequestService],
})
export class AccountErasureModule {}
