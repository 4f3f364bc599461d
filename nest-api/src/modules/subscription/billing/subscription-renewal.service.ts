import { Injectable } from '@nestjs/common';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { PaymentProvider } from '../payments/payment-provider';
import { nextBillingDate, billingDayOf } from '../subscription/billing-calendar';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { RenewalChargeService } from './renewal-charge.service';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import type { RenewJob } from './subscription-jobs';

/**
 * One renewal per subscription and period (decision 027), queued by the sweep (its job id makes it
 * run once): the offline provider's renewals are charged here, Stripe's arrive by webhook. A failed
 * renewal makes the subscription past due.
 */
@Injectable()
export class SubscriptionRenewalService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly charges: RenewalChargeService,
    private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

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
      const outcome = await this.charges.charge(target, `renew:${row.id}:${job.periodEnd}`);
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
}
