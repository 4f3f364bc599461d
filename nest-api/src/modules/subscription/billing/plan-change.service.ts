import { Injectable } from '@nestjs/common';
import { PLANS, type TTier } from '@crowd/contracts';
import { ValidationFailedError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { CreditCardsService } from '../payments/cards/credit-cards.service';
import { PaymentProvider, type AttachedCard } from '../payments/payment-provider';
import { billingDayOf, nextBillingDate } from '../subscription/billing-calendar';
import type { PaymentMethod } from '../payments/entities/payment-method.entity';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import { tierInvalid, type Outcome } from './subscription-answers';
import { dropScheduled, planFields } from './subscription-transitions';

/**
 * What changes a paid subscription without charging it (legal text: a plan change takes effect
 * from the next billing period; cancel any time, without fee): schedule or withdraw a change,
 * resume a cancelled one, cancel. The provider is told inside the crowd's transaction; no money
 * moves, and a rollback after it is repaired by the retry, which tells it again.
 */
@Injectable()
export class PlanChangeService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly cards: CreditCardsService,
    private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** In the caller's transaction. Asking for the tier in force again withdraws a scheduled change. */
  async change(
    userId: number,
    live: Subscription,
    tier: TTier,
    attached: AttachedCard,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const card = await this.cards.save(userId, attached);
    const next = await this.subscriptions.scheduledOf(live.crowdId);
    if (tier === live.tier) {
      if (!next) throw tierInvalid('validation_subscription_same_tier');
      await dropScheduled(this.subscriptions, live.crowdId);
      await this.provider.changePlan(live.paymentProcessorId ?? '', live.tier, live.baseMonthlyPrice, live.currency);
      return { message: 'subscription_change_scheduled' };
    }
    if (next?.tier === tier) return { message: 'subscription_change_scheduled' };
    await this.schedule(live, tier, card, notices);
    return { message: 'subscription_change_scheduled' };
  }

  /** In the caller's transaction. Renew (spec): a cancelled subscription runs on; another tier starts with the next period. */
  async resume(
    userId: number,
    live: Subscription,
    tier: TTier,
    attached: AttachedCard,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const card = await this.cards.save(userId, attached);
    const now = this.clock.now();
    await this.provider.resume(live.paymentProcessorId ?? '');
    await this.subscriptions.update(live, { status: 'ACTIVE', cancelledAt: null, paymentMethodId: card.id });
    notices.add(subscriptionNotice('crowdSubscriptionRenewed', live, live.validTo ?? now, now));
    if (tier === live.tier) return { message: 'subscription_renewed' };
    const resumed = await this.subscriptions.findById(live.id);
    if (resumed) await this.schedule(resumed, tier, card, notices);
    return { message: 'subscription_change_scheduled' };
  }

  /** Cancels at the end of the paid period; a scheduled change goes. */
  async cancel(crowdId: number): Promise<void> {
    const notices = new PendingNotices();
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(crowdId);
      const live = await this.subscriptions.liveOf(crowdId);
      if (!live || live.paymentProcessorId === null || !['ACTIVE', 'PAST_DUE'].includes(live.status)) {
        throw ValidationFailedError.field('crowdId', 'subscription_nothing_to_cancel');
      }
      const now = this.clock.now();
      await this.provider.cancelAtPeriodEnd(live.paymentProcessorId);
      await this.subscriptions.update(live, { status: 'CANCELLED', cancelledAt: now });
      await dropScheduled(this.subscriptions, crowdId);
      notices.add(subscriptionNotice('crowdSubscriptionCancelled', live, live.validTo ?? now, now));
    });
    await notices.send((event) => this.notifications.notify(event));
  }

  /** The next period's plan: replaces a scheduled change, told to the provider for its next invoice. */
  private async schedule(live: Subscription, tier: TTier, card: PaymentMethod, notices: PendingNotices): Promise<void> {
    const now = this.clock.now();
    const startsAt = live.validTo ?? now;
    const billingDay = live.billingDay ?? billingDayOf(startsAt);
    await dropScheduled(this.subscriptions, live.crowdId);
    const plan = PLANS[tier];
    const next = await this.subscriptions.insert({
      crowdId: live.crowdId,
      ...planFields(tier),
      status: 'SCHEDULED',
      validFrom: startsAt,
      validTo: nextBillingDate(startsAt, billingDay),
      paymentProcessorId: live.paymentProcessorId,
      paymentMethodId: card.id,
      billingDay,
    });
    await this.provider.changePlan(live.paymentProcessorId ?? '', tier, plan.baseMonthlyPrice, plan.currency);
    const type = tier > live.tier ? 'crowdSubscriptionUpgraded' : 'crowdSubscriptionDowngraded';
    notices.add(subscriptionNotice(type, next, startsAt, now));
  }
}
