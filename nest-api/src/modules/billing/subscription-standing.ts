import { PLANS, type TCreateSubscriptionResponse, type TPaymentAction, type TTier, type TUser } from '@crowd/contracts';
import { DomainError, ValidationFailedError } from '../../common/errors';
import type { ChargeOutcome } from '../payments/payment-provider';
import type { Subscription } from '../subscription/entities/subscription.entity';
import type { SubscriptionRepository } from '../subscription/subscription.repository';

/** Where a crowd's live subscription stands, as far as a request to subscribe is concerned. */
export type Standing =
  | { kind: 'none'; live: Subscription | null }
  | { kind: 'trial'; live: Subscription }
  | { kind: 'paid'; live: Subscription }
  | { kind: 'cancelled'; live: Subscription }
  | { kind: 'unpaid'; live: Subscription };

export function standingOf(live: Subscription | null, now: Date): Standing {
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

/** What a subscribe request answers besides the subscription itself. */
export interface Outcome {
  message: TCreateSubscriptionResponse['message'];
  user?: TUser;
  paymentAction?: TPaymentAction;
}

export const tierInvalid = (
  msg:
    'validation_subscription_tier' | 'validation_subscription_same_tier' | 'validation_subscription_trial_not_eligible',
) => ValidationFailedError.field('requestedTier', msg);

export const paymentFailed = () => new DomainError('payment_required', 'credit_card_payment_failed');

export const actionOf = (outcome: ChargeOutcome): TPaymentAction | undefined =>
  outcome.status === 'requires_action' ? { type: 'confirmCardPayment', clientSecret: outcome.clientSecret } : undefined;

export function planFields(tier: TTier) {
  const plan = PLANS[tier];
  return { tier, name: plan.name, baseMonthlyPrice: plan.baseMonthlyPrice, currency: plan.currency };
}

/** Ends the live subscription a new one replaces, at its paid end when that is past, else now. */
export async function endLive(
  subscriptions: SubscriptionRepository,
  live: Subscription | null,
  now: Date,
): Promise<void> {
  if (!live) return;
  const validTo = live.validTo && live.validTo < now ? live.validTo : now;
  await subscriptions.update(live, { status: 'ENDED', validTo });
}

export async function dropScheduled(subscriptions: SubscriptionRepository, crowdId: number): Promise<void> {
  const next = await subscriptions.scheduledOf(crowdId);
  if (next) await subscriptions.update(next, { status: 'ENDED' });
}
