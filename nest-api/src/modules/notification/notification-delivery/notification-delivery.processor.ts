import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { QueueProcessors } from '../../../infra/queue/queue-processors';
import { NOTIFICATION_JOB, ZNotificationEvent } from '../notification/notification-event';
import { CrowdWebhookDispatcher } from '../crowd-webhooks/crowd-webhook-dispatcher';
import { NotificationDeliveryService } from './notification-delivery.service';

@Injectable()
export class NotificationDeliveryProcessor implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.Notification) private readonly queue: AppJobQueue<QueueName.Notification>,
    private readonly processors: QueueProcessors,
    private readonly delivery: NotificationDeliveryService,
    private readonly webhooks: CrowdWebhookDispatcher,
  ) {}

  onModuleInit(): void {
    // Job data crossed Redis: it is checked again rather than trusted to be what was sent.
    // The event port's second listener: the crowd's webhooks hear of idea events (decision 035).
    this.processors.register(this.queue, NOTIFICATION_JOB, async (job) => {
      const event = ZNotificationEvent.parse(job.data.event);
      await this.delivery.deliver(event);
      await this.webhooks.dispatch(event);
    });
  }
}
