import { Injectable } from '@nestjs/common';
import type { TSubscriptionStatus } from '@crowd/contracts';
import { In, LessThanOrEqual } from 'typeorm';
import { updateVersioned, type VersionedChanges } from '../../../infra/database/optimistic';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { WebhookEvent } from './entities/webhook-event.entity';

/**
 * The statuses of a crowd's one live subscription (decision 027): every transition that makes a
 * new one live ends the previous, so a crowd has at most one of these and at most one SCHEDULED.
 */
const LIVE_STATUSES: readonly TSubscriptionStatus[] = ['ACTIVE', 'PAST_DUE', 'CANCELLED', 'DEACTIVATED', 'INCOMPLETE'];

/** How many rows one sweep step takes; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export type NewSubscription = Omit<
  Subscription,
  'id' | 'version' | 'createdAt' | 'updatedAt' | 'paymentMethod' | 'cancelledAt' | 'pastDueSince'
> &
  Partial<Pick<Subscription, 'cancelledAt' | 'pastDueSince'>>;

@Injectable()
export class SubscriptionRepository extends TransactionalRepository {
  private get subscriptions() {
    return this.manager.getRepository(Subscription);
  }

  /** The crowd's live subscription, if any. */
  liveOf(crowdId: number): Promise<Subscription | null> {
    return this.subscriptions.findOne({
      where: { crowdId, status: In([...LIVE_STATUSES]) },
      order: { validFrom: 'DESC', id: 'DESC' },
    });
  }

  /** The live subscriptions of several crowds, by crowd id. */
  async liveOfCrowds(crowdIds: readonly number[]): Promise<Map<number, Subscription>> {
    if (crowdIds.length === 0) return new Map();
    const rows = await this.subscriptions.find({
      where: { crowdId: In([...crowdIds]), status: In([...LIVE_STATUSES]) },
      order: { validFrom: 'ASC', id: 'ASC' },
    });
    return new Map(rows.map((row) => [row.crowdId, row]));
  }

  /** Those of `crowdIds` that have or ever had a subscription of any status (a trial too). */
  async crowdIdsWithAny(crowdIds: readonly number[]): Promise<Set<number>> {
    if (crowdIds.length === 0) return new Set();
    const rows = await this.subscriptions
      .createQueryBuilder('subscription')
      .select('DISTINCT subscription.crowdId', 'crowdId')
      .where({ crowdId: In([...crowdIds]) })
      .getRawMany<{ crowdId: number | string }>();
    return new Set(rows.map((row) => Number(row.crowdId)));
  }

  /** The plan change waiting for the next billing date. */
  scheduledOf(crowdId: number): Promise<Subscription | null> {
    return this.subscriptions.findOne({ where: { crowdId, status: 'SCHEDULED' }, order: { validFrom: 'ASC' } });
  }

  async scheduledOfCrowds(crowdIds: readonly number[]): Promise<Map<number, Subscription>> {
    if (crowdIds.length === 0) return new Map();
    const rows = await this.subscriptions.find({ where: { crowdId: In([...crowdIds]), status: 'SCHEDULED' } });
    return new Map(rows.map((row) => [row.crowdId, row]));
  }

  findById(id: number): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ id });
  }

  /** The live subscription the provider knows by this id. */
  liveByProcessorId(paymentProcessorId: string): Promise<Subscription | null> {
    return this.subscriptions.findOne({
      where: { paymentProcessorId, status: In([...LIVE_STATUSES]) },
      order: { validFrom: 'DESC' },
    });
  }

  scheduledByProcessorId(paymentProcessorId: string): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ paymentProcessorId, status: 'SCHEDULED' });
  }

  insert(subscription: NewSubscription): Promise<Subscription> {
    return this.subscriptions.save(this.subscriptions.create(subscription));
  }

  /** Optimistic: a concurrent transition of the same row fails with 409 (or the job retries). */
  async update(row: Subscription, changes: VersionedChanges<Subscription>): Promise<void> {
    await updateVersioned(this.manager, Subscription, row.id, row.version, changes);
  }

  /** Live subscriptions in `status` whose `column` is at or before `at`, oldest first. */
  findDue(
    status: TSubscriptionStatus,
    column: 'validTo' | 'pastDueSince' | 'validFrom',
    at: Date,
  ): Promise<Subscription[]> {
    return this.subscriptions.find({
      where: { status, [column]: LessThanOrEqual(at) },
      order: { [column]: 'ASC' },
      take: SWEEP_BATCH,
    });
  }

  findPaymentByChargeKey(chargeKey: string): Promise<Payment | null> {
    return this.manager.getRepository(Payment).findOneBy({ chargeKey });
  }

  paymentExists(providerPaymentId: string): Promise<boolean> {
    return this.manager.getRepository(Payment).existsBy({ providerPaymentId });
  }

  async insertPayment(payment: Omit<Payment, 'id' | 'subscription'>): Promise<void> {
    await this.manager.getRepository(Payment).insert(payment);
  }

  /** Fails with a duplicate key when the provider's event was recorded before: its effect happened. */
  async recordWebhookEvent(id: string, type: string, processedAt: Date): Promise<void> {
    await this.manager.getRepository(WebhookEvent).insert({ id, type, processedAt });
  }
}
