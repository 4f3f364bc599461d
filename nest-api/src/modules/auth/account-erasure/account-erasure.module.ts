import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CommentModule } from '../comment/comment.module';
import { CrowdModule } from '../crowd/crowd.module';
import { FileModule } from '../file/file.module';
import { IdeaAdminModule } from '../idea-admin/idea-admin.module';
import { IdeaShareModule } from '../idea-share/idea-share.module';
import { IdeaModule } from '../idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { PaymentsModule } from '../payments/payments.module';
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
