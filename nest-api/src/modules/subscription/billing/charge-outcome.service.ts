import { Injectable, Logger } from '@nestjs/common';
import type { TPaymentAction } from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import type { ChargeOutcome } from '../payments/payment-provider';
import { billingDayOf, nextBillingDate } from '../subscription/billing-calendar';
import type { PaymentMethod } from '../payments/entities/payment-method.entity';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { ChargeIntentRepository } from './charge-intent.repository';
import type { ChargeIntent } from './entities/charge-intent.entity';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import { periodAfterArrears } from './subscription-periods';
import { actionOf } from './subscription-answers';
import { dropScheduled, endLive, planFields } from './subscription-transitions';

/** What a charge came to, once its outcome is recorded. */
export type Settled =
  | { status: 'DONE'; paymentAction?: TPaymentAction }
  | { status: 'DECLINED' }
  /** It stayed open beyond the provider's key window, or its crowd has gone: a person looks at it. */
  | { status: 'REVIEW' };

/** The provider's answer to a charge, with the card it charged (saved once it went through). */
export interface ChargeResult {
  outcome: ChargeOutcome;
  /** The provider's subscription, for a first month. */
  processorId: string | null;
  card: PaymentMethod | null;
}

const owes = (subscription: Subscription | null, periodStart: Date | null): subscription is Subscription =>
  subscription !== null &&
  ['PAST_DUE', 'DEACTIVATED'].includes(subscription.status) &&
  subscription.validTo?.getTime() === periodStart?.getTime();

/**
 * Records what the provider answered to a charge intent, in the crowd's transaction, once: the
 * intent is read again under the crowd's lock, and one that another attempt (a concurrent retry,
 * the reconciliation sweep) closed meanwhile is answered as it was closed, with nothing written.
 * A first month starts the subscription; arrears run it on from where its paid time ended.
 */
@Injectable()
export class ChargeOutcomeService {
  private readonly logger = new Logger(ChargeOutcomeService.name);

  constructor(
    private readonly intents: ChargeIntentRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  async record(intent: ChargeIntent, result: ChargeResult): Promise<Settled> {
    const notices = new PendingNotices();
    const settled = await this.tx.withTransaction(async (): Promise<Settled> => {
      await this.crowds.lockForUpdate(intent.crowdId);
      const current = await this.intents.findById(intent.id);
      if (!current) {
        this.logger.error(`charge intent ${intent.id}: its crowd ${intent.crowdId} has gone; the charge needs review`);
        return { status: 'REVIEW' };
      }
      if (current.status !== 'OPEN') return this.settledAs(current, result.outcome);
      if (result.outcome.status === 'declined') {
        await this.intents.close(current.id, 'DECLINED');
        return { status: 'DECLINED' };
      }
      if (current.subscriptionId === null) await this.startPaid(current, result, notices);
      else await this.payArrears(current, result, notices);
      await this.intents.close(current.id, 'DONE');
      return this.settledAs({ status: 'DONE' }, result.outcome);
    });
    await notices.send((event) => this.notifications.notify(event));
    return settled;
  }

  private settledAs(intent: Pick<ChargeIntent, 'status'>, outcome: ChargeOutcome): Settled {
    switch (intent.status) {
      case 'DONE': {
        const paymentAction = actionOf(outcome);
        return paymentAction ? { status: 'DONE', paymentAction } : { status: 'DONE' };
      }
      case 'DECLINED':
        return { status: 'DECLINED' };
      default:
        return { status: 'REVIEW' };
    }
  }

  /** A new paid subscription: the first month is charged, and today is its billing day. */
  private async startPaid(intent: ChargeIntent, result: ChargeResult, notices: PendingNotices): Promise<void> {
    const now = this.clock.now();
    const crowd = await this.crowds.findByIdOrFail(intent.crowdId);
    await endLive(this.subscriptions, await this.subscriptions.liveOf(crowd.id), now);
    await dropScheduled(this.subscriptions, crowd.id);
    const paid = result.outcome.status === 'succeeded';
    const subscription = await this.subscriptions.insert({
      crowdId: crowd.id,
      ...planFields(intent.tier),
      status: paid ? 'ACTIVE' : 'INCOMPLETE',
      validFrom: now,
      validTo: nextBillingDate(now, billingDayOf(now)),
      paymentProcessorId: result.processorId,
      paymentMethodId: result.card?.id ?? null,
      billingDay: billingDayOf(now),
    });
    await this.recordPayment(subscription, result.outcome, chargeKeyOf(intent));
    if (!crowd.active) await this.crowds.setActive(crowd.id, true);
    if (paid) {
      notices.add(subscriptionNotice('crowdSubscriptionActivated', subscription, subscription.validTo ?? now, now));
    }
  }

  /**
   * Arrears paid: the subscription runs again from where its paid time ended (a deactivated crowd
   * is active again). When it owes that period no more (the provider's webhook recorded the
   * payment first), there is nothing left to write.
   */
  private async payArrears(intent: ChargeIntent, result: ChargeResult, notices: PendingNotices): Promise<void> {
    if (result.outcome.status !== 'succeeded') return;
    const live = await this.subscriptions.findById(intent.subscriptionId ?? 0);
    if (!owes(live, intent.periodStart)) return;
    const now = this.clock.now();
    const validTo = periodAfterArrears(live, now);
    await this.subscriptions.update(live, {
      status: 'ACTIVE',
      pastDueSince: null,
      validTo,
      paymentMethodId: result.card?.id ?? live.paymentMethodId,
    });
    await this.recordPayment(live, result.outcome, chargeKeyOf(intent));
    const reactivated = live.status === 'DEACTIVATED';
    const crowd = await this.crowds.findByIdOrFail(live.crowdId);
    if (reactivated || !crowd.active) await this.crowds.setActive(crowd.id, true);
    notices.add(
      subscriptionNotice(reactivated ? 'crowdSubscriptionReactivated' : 'crowdSubscriptionRenewed', live, validTo, now),
    );
  }

  private async recordPayment(subscription: Subscription, outcome: ChargeOutcome, chargeKey: string): Promise<void> {
    await this.subscriptions.insertPayment({
      subscriptionId: subscription.id,
      amount: subscription.baseMonthlyPrice,
      currency: subscription.currency,
      status: outcome.status === 'succeeded' ? 'SUCCEEDED' : 'PENDING',
      providerPaymentId: outcome.paymentId,
      failureCode: null,
      chargeKey,
      createdAt: this.clock.now(),
    });
  }
}

/**
 * The charge's idempotency key: what is paid, and the attempt (the intent). A first month:
 * `start:<crowd>:<tier>:<intent>`; arrears: `arrears:<subscription>:<start of the unpaid period, ms>:<intent>`.
 */
export function chargeKeyOf(intent: ChargeIntent): string {
  return intent.subscriptionId === null
    ? `start:${intent.crowdId}:${intent.tier}:${intent.id}`
    : `arrears:${intent.subscriptionId}:${intent.periodStart?.getTime() ?? 0}:${intent.id}`;
}
