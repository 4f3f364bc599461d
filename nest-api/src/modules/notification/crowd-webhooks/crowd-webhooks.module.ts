import { Module } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { AddressResolver, NodeAddressResolver } from '../../../infra/dns/address-resolver';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { NotificationModule } from '../notification/notification.module';
import { UserModule } from '../../auth/user/user.module';
import { CrowdWebhookDeliveryService } from './crowd-webhook-delivery.service';
import { CrowdWebhookDispatcher } from './crowd-webhook-dispatcher';
import { CrowdWebhookRepository } from './crowd-webhook.repository';
import { CrowdWebhooksController } from './crowd-webhooks.controller';
import { CrowdWebhooksProcessor } from './crowd-webhooks.processor';
import { CrowdWebhooksService } from './crowd-webhooks.service';
import { WebhookSender } from './webhook-sender';
import { WebhookTargets } from './webhook-targets';

/**
 * A crowd's outgoing webhooks (decision 035): the admin area's API, the dispatch of idea events
 * (called by the notification processor) and the `webhook` queue's deliveries. Owns the
 * crowd_webhook and crowd_webhook_delivery tables.
 */
@Module({
  imports: [CrowdModule, IdeaModule, NotificationModule, UserModule],
  controllers: [CrowdWebhooksController],
  providers: [
    {
      provide: AddressResolver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new NodeAddressResolver(config.env.DNS_SERVERS),
    },
    CrowdWebhookRepository,
    CrowdWebhooksService,
    CrowdWebhookDispatcher,
    CrowdWebhookDeliveryService,
    CrowdWebhooksProcessor,
    WebhookSender,
    WebhookTargets,
  ],
  exports: [CrowdWebhookDispatcher],
})
export class CrowdWebhooksModule {}
