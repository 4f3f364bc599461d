import { Injectable, Logger } from '@nestjs/common';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import type { PaymentEvent } from '../payments/payment-provider';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { PendingNotices, subscriptionNotice } from './subscription-notices';

type PaidEvent = Extract<PaymentEvent, { type: 'payment_succeeded' }>;

/**
 * The provider's word on payments (Stripe's webhooks; decision 027). Each event is handled once:
 * its id is stored in the same transaction as its effect, so a replayed or concurrent delivery
 * finds it and changes nothing.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** Whether the event was new (false: already handled). */
  async handle(event: PaymentEvent): Promise<boolean> {
    const notices = new PendingNotices();
    const crowdId =
      event.type === 'ignored' ? null : (await this.subscriptions.liveByProcessorId(event.processorId))?.crowdId;
    let fresh = true;
    try {
      await this.tx.withTransaction(async () => {
        // The lock before any read: MySQL's snapshot then starts after the turn of whoever held it.
        if (crowdId) await this.crowds.lockForUpdate(crowdId);
        await this.subscriptions.recordWebhookEvent(event.id, event.type, this.clock.now());
        await this.apply(event, notices);
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      fresh = false;
    }
    if (fresh) await notices.send((notice) => this.notifications.notify(notice));
    return fresh;
  }

  private async apply(event: PaymentEvent, notices: PendingNotices): Promise<void> {
    if (event.type === 'ignored') return;
    const live = await this.subscriptions.liveByProcessorId(event.processorId);
    if (!live) {
      this.logger.warn(`${event.type} ${event.id}: no live subscription ${event.processorId}`);
      return;
    }
    const now = this.clock.now();
    switch (event.type) {
      case 'payment_succeeded':
        return this.paid(live, event, notices);
      case 'payment_failed':
        if (live.status !== 'ACTIVE') return;
        await this.subscriptions.update(live, { status: 'PAST_DUE', pastDueSince: now });
        notices.add(subscriptionNotice('crowdSubscriptionPastDue', live, live.validTo ?? now, now));
        return;
      case 'subscription_ended': {
        const validTo = live.validTo && live.validTo < now ? live.validTo : now;
        await this.subscriptions.update(live, { status: 'ENDED', validTo });
        const next = await this.subscriptions.scheduledByProcessorId(event.processorId);
        if (next) await this.subscriptions.update(next, { status: 'ENDED' });
        return;
      }
    }
  }

  /**
   * A paid invoice: the first one activates a subscription that waited for 3-D Secure; a later one
   * renews it to the invoice's period end (a scheduled change taking over), ending a past due or a
   * deactivation.
   */
  private async paid(live: Subscription, event: PaidEvent, notices: PendingNotices): Promise<void> {
    const now = this.clock.now();
    if (!(await this.subscriptions.paymentExists(event.paymentId))) {
      await this.subscriptions.insertPayment({
        subscriptionId: live.id,
        amount: event.amount,
        currency: live.currency,
        status: 'SUCCEEDED',
        providerPaymentId: event.paymentId,
        failureCode: null,
        chargeKey: null,
        createdAt: now,
      });
    }
    if (live.status === 'INCOMPLETE') {
      await this.subscriptions.update(live, { status: 'ACTIVE', validTo: event.periodEnd });
      notices.add(subscriptionNotice('crowdSubscriptionActivated', live, event.periodEnd, event.periodStart));
      return;
    }
    if (event.firstPeriod || (live.validTo !== null && event.periodEnd <= live.validTo && live.status === 'ACTIVE'))
      return;
    let target = live;
    const next = await this.subscriptions.scheduledOf(live.crowdId);
    // Stripe's periods are whole seconds, ours milliseconds: a change starting within the paid period is it.
    if (next && next.validFrom < event.periodEnd) {
      await this.subscriptions.update(live, { status: 'ENDED' });
      target = next;
    }
    await this.subscriptions.update(target, { status: 'ACTIVE', validTo: event.periodEnd, pastDueSince: null });
    const reactivated = live.status === 'DEACTIVATED';
    if (reactivated) await this.crowds.setActive(live.crowdId, true);
    notices.add(
      subscriptionNotice(
        reactivated ? 'crowdSubscriptionReactivated' : 'crowdSubscriptionRenewed',
        target,
        event.periodEnd,
        reactivated ? now : event.periodStart,
      ),
    );
  }
}
