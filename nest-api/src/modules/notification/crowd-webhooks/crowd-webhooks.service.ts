import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  LIMITS,
  type TCreateCrowdWebhookRequest,
  type TCreateCrowdWebhookResponse,
  type TCrowdWebhook,
  type TCrowdWebhookDeliveryListResponse,
  type TCrowdWebhookListResponse,
  type TDeleteCrowdWebhookResponse,
} from '@crowd/contracts';
import { notFound, ValidationFailedError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { CrowdWebhookRepository } from './crowd-webhook.repository';
import type { CrowdWebhook } from './entities/crowd-webhook.entity';
import { WebhookTargets } from './webhook-targets';

const view = (webhook: CrowdWebhook): TCrowdWebhook => ({
  id: webhook.id,
  crowdId: webhook.crowdId,
  url: webhook.url,
  events: webhook.events,
  enabled: webhook.enabled,
  consecutiveFailures: webhook.consecutiveFailures,
  createdAt: webhook.createdAt.toISOString(),
});

/**
 * The crowd admin area's webhooks tab. Callers passed `@CrowdRole('CROWD_ADMIN')` for `crowdId`;
 * a webhook id of another crowd answers 404 as an unknown one does.
 */
@Injectable()
export class CrowdWebhooksService {
  constructor(
    private readonly webhooks: CrowdWebhookRepository,
    private readonly targets: WebhookTargets,
    private readonly clock: Clock,
  ) {}

  async list(crowdId: number): Promise<TCrowdWebhookListResponse> {
    return (await this.webhooks.listByCrowd(crowdId)).map(view);
  }

  /** The URL is resolved now: one that reaches an internal address is refused (422) before anything is stored. */
  async create(crowdId: number, request: TCreateCrowdWebhookRequest): Promise<TCreateCrowdWebhookResponse> {
    if ((await this.webhooks.countByCrowd(crowdId)) >= LIMITS.webhooksPerCrowdMax)
      throw ValidationFailedError.field('url', 'validation_webhook_limit');
    const target = await this.targets.resolve(request.url);
    if (target.kind === 'refused') throw ValidationFailedError.field('url', target.key);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const webhook = await this.webhooks.insert({
      crowdId,
      url: request.url,
      events: request.events,
      secret,
      createdAt: this.clock.now(),
    });
    return { ...view(webhook), secret };
  }

  async delete(crowdId: number, webhookId: number): Promise<TDeleteCrowdWebhookResponse> {
    await this.find(crowdId, webhookId);
    await this.webhooks.delete(webhookId);
    return { message: 'crowd_webhook_deleted' };
  }

  /** Turns a disabled webhook on again with a clean failure count; its URL must still pass the check. */
  async enable(crowdId: number, webhookId: number): Promise<TCrowdWebhook> {
    const webhook = await this.find(crowdId, webhookId);
    const target = await this.targets.resolve(webhook.url);
    if (target.kind === 'refused') throw ValidationFailedError.field('url', target.key);
    await this.webhooks.enable(webhookId);
    return view(await this.find(crowdId, webhookId));
  }

  async deliveries(crowdId: number, webhookId: number): Promise<TCrowdWebhookDeliveryListResponse> {
    await this.find(crowdId, webhookId);
    return (await this.webhooks.recentDeliveries(webhookId)).map((delivery) => ({
      id: delivery.id,
      eventId: delivery.eventId,
      event: delivery.event,
      attempt: delivery.attempt,
      statusCode: delivery.statusCode,
      durationMs: delivery.durationMs,
      error: delivery.error,
      createdAt: delivery.createdAt.toISOString(),
    }));
  }

  private async find(crowdId: number, webhookId: number): Promise<CrowdWebhook> {
    const webhook = await this.webhooks.findInCrowd(crowdId, webhookId);
    if (!webhook) throw notFound();
    return webhook;
  }
}
