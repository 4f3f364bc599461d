import { Injectable } from '@nestjs/common';
import { LIMITS, type TWebhookEvent } from '@crowd/contracts';
import { LessThanOrEqual } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { CrowdWebhookDelivery } from './entities/crowd-webhook-delivery.entity';
import { CrowdWebhook } from './entities/crowd-webhook.entity';

export type DeliveryRecord = Pick<
  CrowdWebhookDelivery,
  'webhookId' | 'eventId' | 'event' | 'attempt' | 'statusCode' | 'durationMs' | 'error' | 'createdAt'
>;

/** The crowd_webhook and crowd_webhook_delivery tables. */
@Injectable()
export class CrowdWebhookRepository extends TransactionalRepository {
  private get webhooks() {
    return this.manager.getRepository(CrowdWebhook);
  }

  private get deliveries() {
    return this.manager.getRepository(CrowdWebhookDelivery);
  }

  listByCrowd(crowdId: number): Promise<CrowdWebhook[]> {
    return this.webhooks.find({ where: { crowdId }, order: { id: 'ASC' } });
  }

  countByCrowd(crowdId: number): Promise<number> {
    return this.webhooks.countBy({ crowdId });
  }

  /** Null for an unknown id and for a webhook of another crowd. */
  findInCrowd(crowdId: number, id: number): Promise<CrowdWebhook | null> {
    return this.webhooks.findOneBy({ crowdId, id });
  }

  findById(id: number): Promise<CrowdWebhook | null> {
    return this.webhooks.findOneBy({ id });
  }

  /** The crowd's enabled webhooks that subscribed to `event`. */
  async enabledFor(crowdId: number, event: TWebhookEvent): Promise<CrowdWebhook[]> {
    const webhooks = await this.webhooks.findBy({ crowdId, enabled: true });
    return webhooks.filter((webhook) => webhook.events.includes(event));
  }

  insert(fields: Pick<CrowdWebhook, 'crowdId' | 'url' | 'events' | 'secret' | 'createdAt'>): Promise<CrowdWebhook> {
    return this.webhooks.save(this.webhooks.create({ ...fields, enabled: true, consecutiveFailures: 0 }));
  }

  async delete(id: number): Promise<void> {
    await this.webhooks.delete({ id });
  }

  async enable(id: number): Promise<void> {
    await this.webhooks.update({ id }, { enabled: true, consecutiveFailures: 0 });
  }

  async recordSuccess(id: number): Promise<void> {
    await this.webhooks.update({ id }, { consecutiveFailures: 0 });
  }

  /** One more failure in a row; the count after it. */
  async recordFailure(id: number): Promise<number> {
    await this.webhooks.increment({ id }, 'consecutiveFailures', 1);
    return (await this.webhooks.findOneBy({ id }))?.consecutiveFailures ?? 0;
  }

  /** True for the one caller that turned it off, so its admins hear of it once. */
  async disable(id: number): Promise<boolean> {
    const result = await this.webhooks.update({ id, enabled: true }, { enabled: false });
    return (result.affected ?? 0) > 0;
  }

  /** Logs an attempt and keeps only the newest LIMITS.webhookDeliveryLogMax of the webhook's. */
  async logDelivery(record: DeliveryRecord): Promise<void> {
    await this.deliveries.insert(record);
    const [oldestDropped] = await this.deliveries.find({
      select: { id: true },
      where: { webhookId: record.webhookId },
      order: { id: 'DESC' },
      skip: LIMITS.webhookDeliveryLogMax,
      take: 1,
    });
    if (oldestDropped)
      await this.deliveries.delete({ webhookId: record.webhookId, id: LessThanOrEqual(oldestDropped.id) });
  }

  recentDeliveries(webhookId: number): Promise<CrowdWebhookDelivery[]> {
    return this.deliveries.find({
      where: { webhookId },
      order: { id: 'DESC' },
      take: LIMITS.webhookDeliveryLogMax,
    });
  }
}
