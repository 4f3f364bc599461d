import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Injectable } from '@nestjs/common';
import { LIMITS } from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import { NotificationsService } from '../notification/notifications.service';
import { CrowdWebhookRepository } from './crowd-webhook.repository';
import type { WebhookDeliveryJob } from './crowd-webhook-jobs';
import { WebhookSender, type SendOutcome } from './webhook-sender';
import { WebhookTargets } from './webhook-targets';

/** `sha256=<hex HMAC-SHA256 of the raw body keyed with the secret>`: the `X-Crowd-Signature` header. */
const signatureOf = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Thrown so the queue tries again later (exponential backoff); the attempt is logged already. */
class DeliveryFailed extends Error {}

/**
 * One attempt of a `webhook.deliver` job: checks the URL again (a name may resolve elsewhere
 * now), signs and POSTs the event, logs the attempt, and counts failures in a row. The tenth
 * disables the webhook and tells the crowd's admins (`webhookDisabled`) instead of retrying.
 */
@Injectable()
export class CrowdWebhookDeliveryService {
  constructor(
    private readonly webhooks: CrowdWebhookRepository,
    private readonly targets: WebhookTargets,
    private readonly sender: WebhookSender,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  async deliver(job: WebhookDeliveryJob, attempt: number): Promise<void> {
    const webhook = await this.webhooks.findById(job.webhookId);
    // Deleted or disabled since the event: nothing is sent.
    if (!webhook?.enabled) return;
    const timestamp = Math.floor(this.clock.nowMs() / 1000);
    const body = JSON.stringify({ id: job.eventId, type: job.event, timestamp, ...job.payload });
    const started = performance.now();
    const target = await this.targets.resolve(webhook.url);
    const outcome: SendOutcome =
      target.kind === 'refused'
        ? { statusCode: null, error: target.key }
        : await this.sender.send(target.url, target.address, body, {
            'content-type': 'application/json',
            'user-agent': 'CrowdIdeas-Webhooks/1',
            'x-crowd-event': job.event,
            'x-crowd-event-id': job.eventId,
            'x-crowd-timestamp': String(timestamp),
            'x-crowd-signature': signatureOf(webhook.secret, body),
          });
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    await this.webhooks.logDelivery({
      webhookId: webhook.id,
      eventId: job.eventId,
      event: job.event,
      attempt,
      statusCode: outcome.statusCode,
      durationMs: Math.round(performance.now() - started),
      error: ok ? null : (outcome.error ?? `HTTP ${outcome.statusCode}`),
      createdAt: this.clock.now(),
    });
    if (ok) return this.webhooks.recordSuccess(webhook.id);
    const failures = await this.webhooks.recordFailure(webhook.id);
    if (failures < LIMITS.webhookFailuresBeforeDisabling) throw new DeliveryFailed(`webhook ${webhook.id} failed`);
    if (await this.webhooks.disable(webhook.id))
      await this.notifications.notify({
        type: 'webhookDisabled',
        actorId: null,
        crowdId: webhook.crowdId,
        webhookId: webhook.id,
        url: webhook.url,
        at: this.clock.nowMs(),
      });
  }
}
