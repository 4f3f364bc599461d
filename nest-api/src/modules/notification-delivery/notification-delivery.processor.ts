import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectQueue } from '../../infra/queue/job-queue';
import type { AppJobQueue } from '../../infra/queue/job-payloads';
import { QueueName } from '../../infra/queue/queue-name';
import { QueueProcessors } from '../../infra/queue/queue-processors';
import { NOTIFICATION_JOB } from '../notification/notification-event';
import { NotificationDeliveryService } from './notification-delivery.service';

@Injectable()
export class NotificationDeliveryProcessor implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.Notification) private readonly queue: AppJobQueue<QueueName.Notification>,
    private readonly processors: QueueProcessors,
    private readonly delivery: NotificationDeliveryService,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, NOTIFICATION_JOB, (job) => this.delivery.deliver(job.data.event));
  }
}
