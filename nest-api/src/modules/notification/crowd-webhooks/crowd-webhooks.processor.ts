import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ZWebhookEvent } from '@crowd/contracts';
import { z } from 'zod';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { QueueProcessors } from '../../../infra/queue/queue-processors';
import { WEBHOOK_DELIVER_JOB, type WebhookDeliveryJob } from './crowd-webhook-jobs';
import { CrowdWebhookDeliveryService } from './crowd-webhook-delivery.service';

const ZDeliveryJob: z.ZodType<WebhookDeliveryJob> = z.object({
  webhookId: z.number().int().positive(),
  eventId: z.string().min(1).max(64),
  event: ZWebhookEvent,
  payload: z.object({
    crowdId: z.number().int().positive(),
    idea: z.object({ id: z.number().int().positive(), title: z.string(), state: z.string(), url: z.string() }),
    actor: z.object({ name: z.string() }),
  }),
});

@Injectable()
export class CrowdWebhooksProcessor implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.Webhook) private readonly queue: AppJobQueue<QueueName.Webhook>,
    private readonly processors: QueueProcessors,
    private readonly delivery: CrowdWebhookDeliveryService,
  ) {}

  onModuleInit(): void {
    // Job data crossed Redis: it is checked again rather than trusted to be what was sent.
    this.processors.register(this.queue, WEBHOOK_DELIVER_JOB, (job) =>
      this.delivery.deliver(ZDeliveryJob.parse(job.data), job.attempt),
    );
  }
}
