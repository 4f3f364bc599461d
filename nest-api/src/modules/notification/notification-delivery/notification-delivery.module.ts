import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { CrowdWebhooksModule } from '../crowd-webhooks/crowd-webhooks.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { UserModule } from '../../auth/user/user.module';
import { DigestMails } from './digest-mails';
import { DigestSweepService } from './digest-sweep.service';
import { DigestProcessor } from './digest.processor';
import { NotificationDeliveryProcessor } from './notification-delivery.processor';
import { NotificationDeliveryService } from './notification-delivery.service';
import { NotificationMails } from './notification-mails';
import { NotificationRecipients } from './notification-recipients';

/**
 * The notification queue's processors: an event's recipients, their notifications and mails, and
 * the digests (decision 036). It
 * reads crowds and ideas, whose modules emit events through the notification module; keeping the
 * fan-out apart keeps those modules from depending on each other in a circle. Idea events go on
 * to the crowd's webhooks from here too.
 */
@Module({
  imports: [CrowdModule, CrowdWebhooksModule, IdeaModule, NotificationModule, UserModule],
  providers: [
    NotificationRecipients,
    NotificationMails,
    NotificationDeliveryService,
    NotificationDeliveryProcessor,
    DigestMails,
    DigestSweepService,
    DigestProcessor,
  ],
})
export class NotificationDeliveryModule {}
