import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { UserModule } from '../../auth/user/user.module';
import { IdeaShareController } from './idea-share.controller';
import { IdeaShareRepository } from './idea-share.repository';
import { IdeaShareService } from './idea-share.service';
import { IdeaViewCountService } from './idea-view-count.service';
import { ShareRateLimit } from './share-rate-limit';
import { ShareRecipientLimit } from './share-recipient-limit';
import { ViewBatch } from './view-batch';

/** An idea's views (counted per visit) and its shares by e-mail (rate-limited per user and per recipient). */
@Module({
  imports: [CrowdModule, IdeaModule, UserModule],
  controllers: [IdeaShareController],
  providers: [
    IdeaShareRepository,
    IdeaShareService,
    IdeaViewCountService,
    ShareRateLimit,
    ShareRecipientLimit,
    ViewBatch,
  ],
  exports: [IdeaShareRepository],
})
export class IdeaShareModule {}
