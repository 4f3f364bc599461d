import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../infra/database/unit-of-work';
import { InjectQueue } from '../../infra/queue/job-queue';
import type { AppJobQueue } from '../../infra/queue/job-payloads';
import { QueueName } from '../../infra/queue/queue-name';
import { CrowdRepository } from '../crowd/crowd.repository';
import { NotificationsService } from '../notification/notifications.service';
import { CreditCardsService } from '../payments/cards/credit-cards.service';
import { PaymentCustomerService } from '../payments/cards/payment-customer.service';
import { PaymentProvider, type ChargeOutcome } from '../payments/payment-provider';
import { nextBillingDate, billingDayOf } from '../subscription/billing-calendar';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import { RENEW_JOB, type RenewJob } from './subscription-jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unconfirmed (3-D Secure) start is given up after a day, as Stripe expires it. */
const INCOMPLETE_FOR_MS = DAY_MS;

const renewJobId = (job: RenewJob): string => `renew:${job.subscriptionId}:${job.periodEnd}`;

/**
 * Renewals and dunning (decision 027), run by the `subscription` queue: the sweep finds what is
 * due and queues one renewal per subscription and period (its job id makes it run once); the
 * offline provider's renewals are charged here, Stripe's arrive by webhook. A failed renewal makes
 * the subscription past due; past due beyond PAST_DUE_GRACE_DAYS deactivates the crowd.
 */
@Injectable()
export class SubscriptionRenewalService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly cards: CreditCardsService,
    private readonly customers: PaymentCustomerService,
    private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
    @InjectQueue(QueueName.Subscription) private readonly queue: AppJobQueue<QueueName.Subscription>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sweep(): Promise<void> {
    const now = this.clock.now();
    for (const due of await this.subscriptions.findDue('ACTIVE', 'validTo', now)) {
      // Stripe renews by itself; its webhook moves the subscription on.
      if (due.paymentProcessorId !== null && !this.provider.chargesRenewals) continue;
      const job: RenewJob = { subscriptionId: due.id, periodEnd: (due.validTo ?? now).getTime() };
      await this.queue.add(RENEW_JOB, job, { jobId: renewJobId(job) });
    }
    const graceStart = new Date(now.getTime() - this.config.env.PAST_DUE_GRACE_DAYS * DAY_MS);
    for (const pastDue of await this.subscriptions.findDue('PAST_DUE', 'pastDueSince', graceStart)) {
      await this.deactivate(pastDue.id);
    }
    for (const cancelled of await this.subscriptions.findDue('CANCELLED', 'validTo', now)) {
      await this.endIf(cancelled, 'CANCELLED');
    }
    const abandonedBefore = new Date(now.getTime() - INCOMPLETE_FOR_MS);
    for (const incomplete of await this.subscriptions.findDue('INCOMPLETE', 'validFrom', abandonedBefore)) {
      await this.endIf(incomplete, 'INCOMPLETE');
    }
  }

  /**
   * One subscription's period end: a trial ends; a paid one moves to a scheduled plan change, if
   * any, and is charged for the next month. Safe to run twice: it acts only while the
   * subscription still ends that period, and a charge made under the period's key is found again.
   */
  async renew(job: RenewJob): Promise<void> {
    const notices = new PendingNotices();
    const found = await this.subscriptions.findById(job.subscriptionId);
    if (!found) return;
    await this.tx.withTransaction(async () => {
      // The lock before any read: MySQL's snapshot then starts after the turn of whoever held it.
      await this.crowds.lockForUpdate(found.crowdId);
      const row = await this.subscriptions.findById(job.subscriptionId);
      if (!row || row.status !== 'ACTIVE' || row.validTo?.getTime() !== job.periodEnd) return;
      if (row.paymentProcessorId === null) {
        await this.subscriptions.update(row, { status: 'ENDED' });
        return;
      }
      if (!this.provider.chargesRenewals) return;
      const periodStart = new Date(job.periodEnd);
      const target = await this.takeOverBySchedule(row, periodStart);
      const outcome = await this.charge(target, `renew:${row.id}:${job.periodEnd}`);
      const now = this.clock.now();
      if (outcome.status === 'succeeded') {
        const validTo = nextBillingDate(periodStart, target.billingDay ?? billingDayOf(periodStart));
        await this.subscriptions.update(target, { status: 'ACTIVE', validTo, pastDueSince: null });
        notices.add(subscriptionNotice('crowdSubscriptionRenewed', target, validTo, periodStart));
      } else {
        // Paid time ends where the unpaid period starts; the grace period runs from now.
        await this.subscriptions.update(target, { status: 'PAST_DUE', validTo: periodStart, pastDueSince: now });
        notices.add(subscriptionNotice('crowdSubscriptionPastDue', target, periodStart, periodStart));
      }
    });
    await notices.send((event) => this.notifications.notify(event));
  }

  /** The subscription that runs from `periodStart`: a scheduled change takes over the live one. */
  private async takeOverBySchedule(row: Subscription, periodStart: Date): Promise<Subscription> {
    const next = await this.subscriptions.scheduledOf(row.crowdId);
    if (!next || next.validFrom > periodStart) return row;
    await this.subscriptions.update(row, { status: 'ENDED' });
    await this.subscriptions.update(next, { status: 'ACTIVE' });
    return (await this.subscriptions.findById(next.id)) ?? next;
  }

  private async charge(target: Subscription, chargeKey: string): Promise<ChargeOutcome> {
    const recorded = await this.subscriptions.findPaymentByChargeKey(chargeKey);
    if (recorded) {
      return recorded.status === 'SUCCEEDED'
        ? { status: 'succeeded', paymentId: recorded.providerPaymentId ?? '' }
        : { status: 'declined', paymentId: recorded.providerPaymentId, code: recorded.failureCode ?? 'payment_failed' };
    }
    const crowd = await this.crowds.findByIdOrFail(target.crowdId);
    const card = await this.cards.chargeableCard(target.paymentMethodId, crowd.ownerId ?? 0);
    const outcome: ChargeOutcome = card
      ? await this.provider.chargeRenewal({
          processorId: target.paymentProcessorId ?? '',
          customerId: await this.customers.customerOf(card.userId),
          paymentMethodId: card.providerId,
          amount: target.baseMonthlyPrice,
          currency: target.currency,
          idempotencyKey: chargeKey,
        })
      : { status: 'declined', paymentId: null, code: 'no_card' };
    await this.subscriptions.insertPayment({
      subscriptionId: target.id,
      amount: target.baseMonthlyPrice,
      currency: target.currency,
      status: outcome.status === 'succeeded' ? 'SUCCEEDED' : 'FAILED',
      providerPaymentId: outcome.paymentId,
      failureCode: outcome.status === 'declined' ? outcome.code : null,
      chargeKey,
      createdAt: this.clock.now(),
    });
    return outcome;
  }

  /** Past due beyond the grace period: the crowd is temporarily deactivated until it is paid. */
  private async deactivate(subscriptionId: number): Promise<void> {
    const notices = new PendingNotices();
    const found = await this.subscriptions.findById(subscriptionId);
    if (!found) return;
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(found.crowdId);
      const row = await this.subscriptions.findById(subscriptionId);
      if (!row || row.status !== 'PAST_DUE') return;
      const now = this.clock.now();
      await this.subscriptions.update(row, { status: 'DEACTIVATED' });
      await this.crowds.setActive(row.crowdId, false);
      notices.add(
        subscriptionNotice('crowdSubscriptionPastDueTemporarilyDeactivated', row, now, row.pastDueSince ?? now),
      );
    });
    await notices.send((event) => this.notifications.notify(event));
  }

  private async endIf(subscription: Subscription, status: 'CANCELLED' | 'INCOMPLETE'): Promise<void> {
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(subscription.crowdId);
      const row = await this.subscriptions.findById(subscription.id);
      if (row?.status === status) await this.subscriptions.update(row, { status: 'ENDED' });
    });
  }
}
