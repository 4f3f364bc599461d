import { PLANS, type TCrowdSubscription, type TSubscription, type TSubscriptionStatus } from '@crowd/contracts';
import type { Subscription } from './entities/subscription.entity';

const ACTIVE_STATUSES: readonly TSubscriptionStatus[] = ['ACTIVE', 'PAST_DUE', 'SCHEDULED'];

/** Spec 2, section 4: active unless cancelled, ended or not (yet) paid for. */
export const isActiveSubscription = (subscription: Pick<Subscription, 'status'>): boolean =>
  ACTIVE_STATUSES.includes(subscription.status);

const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

const toSubscriptionView = (subscription: Subscription): TSubscription => ({
  id: subscription.id,
  name: PLANS[subscription.tier].name,
  tier: subscription.tier,
  active: isActiveSubscription(subscription),
  status: subscription.status,
  validFrom: epochSeconds(subscription.validFrom),
  validTo: subscription.validTo ? epochSeconds(subscription.validTo) : null,
  baseMonthlyPrice: subscription.baseMonthlyPrice,
  currency: subscription.currency,
  paymentProcessorId: subscription.paymentProcessorId,
  features: PLANS[subscription.tier].features,
});

/**
 * What the subscription tab shows: the live subscription unless its time is over (a trial or a
 * cancelled one past its end, which the sweep is about to end), and the scheduled change.
 */
export function toCrowdSubscriptionView(
  live: Subscription | null,
  next: Subscription | null,
  now: Date,
): TCrowdSubscription {
  const over =
    live !== null &&
    live.validTo !== null &&
    live.validTo <= now &&
    (live.status === 'CANCELLED' || (live.status === 'ACTIVE' && live.paymentProcessorId === null));
  return {
    current: live && !over ? toSubscriptionView(live) : null,
    next: next ? toSubscriptionView(next) : null,
  };
}
