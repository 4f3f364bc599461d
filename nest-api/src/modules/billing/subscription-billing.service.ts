import { Inject, Injectable } from '@nestjs/common';
import {
  PLANS,
  type TCancelSubscriptionResponse,
  type TCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
  type TCrowdSubscription,
  type TPaymentAction,
  type TSubscriptionsResponse,
  type TTier,
} from '@crowd/contracts';
import { DomainError, notFound, ValidationFailedError } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { Clock } from '../../infra/clock/clock';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../infra/database/unit-of-work';
import { CrowdMemberRepository } from '../crowd/crowd-member.repository';
import { CrowdRepository } from '../crowd/crowd.repository';
import type { Crowd } from '../crowd/entities/crowd.entity';
import { NotificationsService } from '../notification/notifications.service';
import { CreditCardsService } from '../payments/cards/credit-cards.service';
import { PaymentCustomerService } from '../payments/cards/payment-customer.service';
import { PaymentProvider, type ChargeOutcome } from '../payments/payment-provider';
import { billingDayOf, nextBillingDate } from '../subscription/billing-calendar';
import type { ChargeIntent } from '../subscription/entities/charge-intent.entity';
import type { PaymentMethod } from '../payments/entities/payment-method.entity';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { toCrowdSubscriptionView } from '../subscription/subscription-view';
import { toUserView } from '../user/user-view';
import { UserRepository } from '../user/user.repository';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import { periodAfterArrears } from './subscription-periods';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a crowd's live subscription stands, as far as a request to subscribe is concerned. */
type Standing =
  | { kind: 'none'; live: Subscription | null }
  | { kind: 'trial'; live: Subscription }
  | { kind: 'paid'; live: Subscription }
  | { kind: 'cancelled'; live: Subscription }
  | { kind: 'unpaid'; live: Subscription };

interface Outcome {
  message: TCreateSubscriptionResponse['message'];
  userChanged?: boolean;
  paymentAction?: TPaymentAction;
}

const tierInvalid = (
  msg:
    'validation_subscription_tier' | 'validation_subscription_same_tier' | 'validation_subscription_trial_not_eligible',
) => ValidationFailedError.field('requestedTier', msg);

const paymentFailed = () => new DomainError('payment_required', 'credit_card_payment_failed');
const isPaymentRefused = (error: unknown): boolean => error instanceof DomainError && error.kind === 'payment_required';

/**
 * Subscribing, changing, renewing and cancelling (spec 2, section 4; decision 027). Each request
 * holds its crowd's row for its transaction, so two requests for one crowd take turns; the
 * provider is asked inside it, and a refused card (402) leaves nothing changed. A paid request
 * first commits its charge intent, whose id is the attempt in the charge's idempotency key: a
 * transaction that rolls back after the provider charged leaves the intent open, and the retry
 * charges under the same key, which the provider answers with the first charge.
 */
@Injectable()
export class SubscriptionBillingService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly members: CrowdMemberRepository,
    private readonly users: UserRepository,
    private readonly cards: CreditCardsService,
    private readonly customers: PaymentCustomerService,
    private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(crowdId: number): Promise<TCrowdSubscription> {
    const [live, next] = await Promise.all([
      this.subscriptions.liveOf(crowdId),
      this.subscriptions.scheduledOf(crowdId),
    ]);
    return toCrowdSubscriptionView(live, next, this.clock.now());
  }

  /** GET /subscription: every crowd the user administers. */
  async listForAdmin(userId: number): Promise<TSubscriptionsResponse> {
    const crowdIds = (await this.members.activeRolesOf(userId))
      .filter((member) => member.role === 'CROWD_ADMIN')
      .map((member) => member.crowdId);
    const [live, next] = await Promise.all([
      this.subscriptions.liveOfCrowds(crowdIds),
      this.subscriptions.scheduledOfCrowds(crowdIds),
    ]);
    const now = this.clock.now();
    return Object.fromEntries(
      crowdIds.map((id) => [String(id), toCrowdSubscriptionView(live.get(id) ?? null, next.get(id) ?? null, now)]),
    );
  }

  async create(user: RequestUser, request: TCreateSubscriptionRequest): Promise<TCreateSubscriptionResponse> {
    const notices = new PendingNotices();
    // Before any lock: making the customer writes the user row, which other writers (a notification
    // for this user, in this crowd) hold shared while they wait for the crowd row. The charge intent
    // is committed here too, so that it stays when the transaction rolls back.
    if (request.requestedTier !== 0) await this.customers.customerOf(user.id);
    const intent =
      request.requestedTier === 0
        ? null
        : await this.subscriptions.openChargeIntent(request.crowdId, request.requestedTier, this.clock.now());
    let outcome: Outcome;
    try {
      outcome = await this.tx.withTransaction(async () => {
        // The user row before the crowd row, in the order foreign-key checks take them.
        if (request.requestedTier === 0) await this.users.lockForUpdate(user.id);
        await this.crowds.lockForUpdate(request.crowdId);
        const crowd = await this.crowds.findById(request.crowdId);
        if (!crowd) throw notFound('crowd_does_not_exist');
        const standing = this.standingOf(await this.subscriptions.liveOf(crowd.id));
        if (intent === null) return this.startTrial(user.id, crowd, standing, notices);
        const card = await this.cards.resolve(user.id, request.paymentMethodId ?? '');
        const paid = await this.subscribePaid(user.id, crowd, standing, intent, card, notices);
        await this.subscriptions.closeChargeIntent(intent.id, 'DONE');
        return paid;
      });
    } catch (error) {
      // A refusal is the provider's last word on this attempt: the next request tries under a new key.
      if (intent && isPaymentRefused(error)) await this.subscriptions.closeChargeIntent(intent.id, 'DECLINED');
      throw error;
    }
    await notices.send((event) => this.notifications.notify(event));
    const view = await this.get(request.crowdId);
    const changedUser = outcome.userChanged ? await this.users.findLiveById(user.id) : null;
    return {
      ...view,
      message: outcome.message,
      ...(changedUser ? { user: toUserView(changedUser) } : {}),
      ...(outcome.paymentAction ? { paymentAction: outcome.paymentAction } : {}),
    };
  }

  /** Cancels at the end of the paid period (legal text: any time, without fee); a scheduled change goes. */
  async cancel(crowdId: number): Promise<TCancelSubscriptionResponse> {
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
      await this.dropScheduled(crowdId);
      notices.add(subscriptionNotice('crowdSubscriptionCancelled', live, live.validTo ?? now, now));
    });
    await notices.send((event) => this.notifications.notify(event));
    return { ...(await this.get(crowdId)), message: 'subscription_cancelled' };
  }

  private standingOf(live: Subscription | null): Standing {
    const now = this.clock.now();
    if (!live || live.status === 'INCOMPLETE') return { kind: 'none', live };
    const over = live.validTo !== null && live.validTo <= now;
    switch (live.status) {
      case 'ACTIVE':
        if (live.paymentProcessorId !== null) return { kind: 'paid', live };
        return over ? { kind: 'none', live } : { kind: 'trial', live };
      case 'CANCELLED':
        return over ? { kind: 'none', live } : { kind: 'cancelled', live };
      default:
        return { kind: 'unpaid', live };
    }
  }

  /** Tier 0: once per crowd and per user (both must be eligible), no payment, TRIAL_DAYS long. */
  private async startTrial(
    userId: number,
    crowd: Crowd,
    standing: Standing,
    notices: PendingNotices,
  ): Promise<Outcome> {
    if (standing.kind === 'trial') throw tierInvalid('validation_subscription_same_tier');
    const payer = await this.users.findLiveById(userId);
    if (standing.kind !== 'none' || !crowd.trialEligible || !payer?.trialEligible) {
      throw tierInvalid('validation_subscription_trial_not_eligible');
    }
    const now = this.clock.now();
    await this.endLive(standing.live, now);
    const trial = await this.subscriptions.insert({
      crowdId: crowd.id,
      ...this.planFields(0),
      status: 'ACTIVE',
      validFrom: now,
      validTo: new Date(now.getTime() + this.config.env.TRIAL_DAYS * DAY_MS),
      paymentProcessorId: null,
      paymentMethodId: null,
      billingDay: null,
    });
    await this.crowds.useUpTrial(crowd.id);
    await this.users.useUpTrial(userId);
    notices.add(subscriptionNotice('crowdSubscriptionActivated', trial, trial.validTo ?? now, now));
    return { message: 'subscription_created', userChanged: true };
  }

  private async subscribePaid(
    userId: number,
    crowd: Crowd,
    standing: Standing,
    intent: ChargeIntent,
    card: PaymentMethod,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const { tier } = intent;
    switch (standing.kind) {
      case 'none':
      case 'trial':
        return this.startPaid(userId, crowd, standing.live, intent, card, notices);
      case 'paid':
        return this.changePlan(standing.live, tier, card, notices);
      case 'cancelled':
        return this.resume(standing.live, tier, card, notices);
      case 'unpaid':
        if (tier !== standing.live.tier) throw tierInvalid('validation_subscription_tier');
        return this.payArrears(userId, crowd, standing.live, intent, card, notices);
    }
  }

  /** A new paid subscription: the first month is charged now, and today is its billing day. */
  private async startPaid(
    userId: number,
    crowd: Crowd,
    previous: Subscription | null,
    intent: ChargeIntent,
    card: PaymentMethod,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const { tier } = intent;
    const plan = PLANS[tier];
    // What is paid: this crowd's first month of `tier`, at this attempt.
    const chargeKey = `start:${crowd.id}:${tier}:${intent.id}`;
    const started = await this.provider.startSubscription({
      customerId: await this.customers.customerOf(userId),
      paymentMethodId: card.providerId,
      crowdId: crowd.id,
      tier,
      amount: plan.baseMonthlyPrice,
      currency: plan.currency,
      idempotencyKey: chargeKey,
    });
    if (started.outcome.status === 'declined') throw paymentFailed();
    const now = this.clock.now();
    await this.endLive(previous, now);
    await this.dropScheduled(crowd.id);
    const paid = started.outcome.status === 'succeeded';
    const subscription = await this.subscriptions.insert({
      crowdId: crowd.id,
      ...this.planFields(tier),
      status: paid ? 'ACTIVE' : 'INCOMPLETE',
      validFrom: now,
      validTo: nextBillingDate(now, billingDayOf(now)),
      paymentProcessorId: started.processorId,
      paymentMethodId: card.id,
      billingDay: billingDayOf(now),
    });
    await this.recordPayment(subscription, started.outcome, chargeKey);
    if (!crowd.active) await this.crowds.setActive(crowd.id, true);
    if (!paid) return { message: 'subscription_created', paymentAction: this.actionOf(started.outcome) };
    notices.add(subscriptionNotice('crowdSubscriptionActivated', subscription, subscription.validTo ?? now, now));
    return { message: 'subscription_created' };
  }

  /**
   * Legal text: a plan change takes effect from the next billing period. Asking for the tier in
   * force again withdraws a scheduled change.
   */
  private async changePlan(
    live: Subscription,
    tier: TTier,
    card: PaymentMethod,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const next = await this.subscriptions.scheduledOf(live.crowdId);
    if (tier === live.tier) {
      if (!next) throw tierInvalid('validation_subscription_same_tier');
      await this.dropScheduled(live.crowdId);
      await this.provider.changePlan(live.paymentProcessorId ?? '', live.tier, live.baseMonthlyPrice, live.currency);
      return { message: 'subscription_change_scheduled' };
    }
    if (next?.tier === tier) return { message: 'subscription_change_scheduled' };
    await this.schedule(live, tier, card, notices);
    return { message: 'subscription_change_scheduled' };
  }

  /** Renew (spec): a cancelled subscription runs on; another tier starts with the next period. */
  private async resume(
    live: Subscription,
    tier: TTier,
    card: PaymentMethod,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const now = this.clock.now();
    await this.provider.resume(live.paymentProcessorId ?? '');
    await this.subscriptions.update(live, { status: 'ACTIVE', cancelledAt: null, paymentMethodId: card.id });
    notices.add(subscriptionNotice('crowdSubscriptionRenewed', live, live.validTo ?? now, now));
    if (tier === live.tier) return { message: 'subscription_renewed' };
    const resumed = await this.subscriptions.findById(live.id);
    if (resumed) await this.schedule(resumed, tier, card, notices);
    return { message: 'subscription_change_scheduled' };
  }

  /**
   * Paying what a past-due or deactivated subscription owes: it runs again from where the paid
   * time ended (a deactivated crowd is active again).
   */
  private async payArrears(
    userId: number,
    crowd: Crowd,
    live: Subscription,
    intent: ChargeIntent,
    card: PaymentMethod,
    notices: PendingNotices,
  ): Promise<Outcome> {
    const now = this.clock.now();
    // What is paid: the subscription's unpaid period, which starts where its paid time ended, at this attempt.
    const chargeKey = `arrears:${live.id}:${(live.validTo ?? now).getTime()}:${intent.id}`;
    const outcome = await this.provider.payPastDue({
      processorId: live.paymentProcessorId ?? '',
      customerId: await this.customers.customerOf(userId),
      paymentMethodId: card.providerId,
      amount: live.baseMonthlyPrice,
      currency: live.currency,
      idempotencyKey: chargeKey,
    });
    if (outcome.status === 'declined') throw paymentFailed();
    if (outcome.status === 'requires_action')
      return { message: 'subscription_renewed', paymentAction: this.actionOf(outcome) };
    const validTo = periodAfterArrears(live, now);
    await this.subscriptions.update(live, { status: 'ACTIVE', pastDueSince: null, validTo, paymentMethodId: card.id });
    await this.recordPayment(live, outcome, chargeKey);
    const reactivated = live.status === 'DEACTIVATED';
    if (reactivated || !crowd.active) await this.crowds.setActive(crowd.id, true);
    notices.add(
      subscriptionNotice(reactivated ? 'crowdSubscriptionReactivated' : 'crowdSubscriptionRenewed', live, validTo, now),
    );
    return { message: 'subscription_renewed' };
  }

  /** The next period's plan: replaces a scheduled change, told to the provider for its next invoice. */
  private async schedule(live: Subscription, tier: TTier, card: PaymentMethod, notices: PendingNotices): Promise<void> {
    const now = this.clock.now();
    const startsAt = live.validTo ?? now;
    const billingDay = live.billingDay ?? billingDayOf(startsAt);
    await this.dropScheduled(live.crowdId);
    const plan = PLANS[tier];
    const next = await this.subscriptions.insert({
      crowdId: live.crowdId,
      ...this.planFields(tier),
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

  private async endLive(live: Subscription | null, now: Date): Promise<void> {
    if (!live) return;
    const validTo = live.validTo && live.validTo < now ? live.validTo : now;
    await this.subscriptions.update(live, { status: 'ENDED', validTo });
  }

  private async dropScheduled(crowdId: number): Promise<void> {
    const next = await this.subscriptions.scheduledOf(crowdId);
    if (next) await this.subscriptions.update(next, { status: 'ENDED' });
  }

  private async recordPayment(subscription: Subscription, outcome: ChargeOutcome, chargeKey: string): Promise<void> {
    await this.subscriptions.insertPayment({
      subscriptionId: subscription.id,
      amount: subscription.baseMonthlyPrice,
      currency: subscription.currency,
      status: outcome.status === 'succeeded' ? 'SUCCEEDED' : outcome.status === 'declined' ? 'FAILED' : 'PENDING',
      providerPaymentId: outcome.paymentId,
      failureCode: outcome.status === 'declined' ? outcome.code : null,
      chargeKey,
      createdAt: this.clock.now(),
    });
  }

  private actionOf(outcome: ChargeOutcome): TPaymentAction | undefined {
    return outcome.status === 'requires_action'
      ? { type: 'confirmCardPayment', clientSecret: outcome.clientSecret }
      : undefined;
  }

  private planFields(tier: TTier) {
    const plan = PLANS[tier];
    return { tier, name: plan.name, baseMonthlyPrice: plan.baseMonthlyPrice, currency: plan.currency };
  }
}
