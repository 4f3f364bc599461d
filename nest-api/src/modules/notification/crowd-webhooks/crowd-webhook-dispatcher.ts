import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { WEBHOOK_EVENTS, type TWebhookEvent } from '@crowd/contracts';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { IdeaRepository } from '../../idea/idea/idea.repository';
import { eventKeyOf, type NotificationEvent } from '../notification/notification-event';
import { UserRepository } from '../../auth/user/user.repository';
import { CrowdWebhookRepository } from './crowd-webhook.repository';
import { WEBHOOK_DELIVER_JOB, type WebhookPayload } from './crowd-webhook-jobs';

type WebhookEventOf = Extract<NotificationEvent, { type: TWebhookEvent }>;

const isWebhookEvent = (event: NotificationEvent): event is WebhookEventOf =>
  (WEBHOOK_EVENTS as readonly string[]).includes(event.type);

/**
 * Turns an idea event of the notification port into one delivery job per enabled webhook of the
 * idea's crowd that subscribed to it. Run by the notification processor after the fan-out, so no
 * emitting service knows of webhooks. Job ids are the event's key and the webhook, so an event
 * dispatched twice is delivered once.
 */
@Injectable()
export class CrowdWebhookDispatcher {
  private readonly logger = new Logger(CrowdWebhookDispatcher.name);

  constructor(
    private readonly webhooks: CrowdWebhookRepository,
    private readonly ideas: IdeaRepository,
    private readonly crowds: CrowdRepository,
    private readonly hosts: KnownHostsService,
    private readonly users: UserRepository,
    @InjectQueue(QueueName.Webhook) private readonly queue: AppJobQueue<QueueName.Webhook>,
  ) {}

  async dispatch(event: NotificationEvent): Promise<void> {
    if (!isWebhookEvent(event)) return;
    const idea = await this.ideas.findById(event.ideaId);
    if (!idea) return;
    const targets = await this.webhooks.enabledFor(idea.crowdId, event.type);
    if (targets.length === 0) return;
    const crowd = await this.crowds.findById(idea.crowdId);
    if (!crowd) return;
    const [actor] = await this.users.liveAccounts({ ids: [event.actorId] });
    const payload: WebhookPayload = {
      crowdId: crowd.id,
      idea: { id: idea.id, title: idea.name, state: idea.state, url: await this.hosts.link(crowd, `/idea/${idea.id}`) },
      actor: { name: actor?.name ?? '' },
    };
    const key = eventKeyOf(event);
    for (const webhook of targets) {
      const jobId = `${key}:${webhook.id}`;
      const eventId = createHash('sha256').update(jobId).digest('hex').slice(0, 32);
      try {
        await this.queue.add(
          WEBHOOK_DELIVER_JOB,
          { webhookId: webhook.id, eventId, event: event.type, payload },
          { jobId },
        );
      } catch (error) {
        this.logger.error(
          `webhook ${webhook.id} delivery of ${key} was not queued: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}
