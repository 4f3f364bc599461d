import { TIERS } from '@crowd/contracts/plans';
import type { TTier } from '@crowd/contracts/enums';
import type { TCrowdSubscription, TSubscription } from '@crowd/contracts/schemas';
import { withCardFields, type CardFormKind } from '~/features/payments/card-form';
import { withZod } from '@remix-validated-form/with-zod';
import { FLOW_PARAMS } from './flow-params';
import { z } from 'zod';

/**
 * What the tab offers (spec 4): nothing yet → the plan picker; active (current or next) → Change and,
 * with a paymentProcessorId, Cancel; cancelled → Renew; unpaid (past due, deactivated, or a payment
 * still to confirm) → Pay now, which renews like Renew.
 */
export type SubscriptionState = 'none' | 'active' | 'cancelled' | 'unpaid';

const UNPAID: ReadonlySet<TSubscription['status']> = new Set(['PAST_DUE', 'DEACTIVATED', 'INCOMPLETE']);

export function subscriptionState({ current, next }: TCrowdSubscription): SubscriptionState {
  if (current && UNPAID.has(current.status)) return 'unpaid';
  if (current?.status === 'CANCELLED') return 'cancelled';
  if (current?.active || next?.active || next?.status === 'SCHEDULED') return 'active';
  return 'none';
}

/**
 * Spec 4, change dialog step 0: every tier but the current and the next one; the free trial (tier 0)
 * only while nothing runs and both the crowd and the user are trial-eligible (the API refuses a
 * trial in place of a running plan, so a change of a paid plan never offers one).
 */
export function offeredTiers(subscription: TCrowdSubscription, trialEligible: boolean): TTier[] {
  const state = subscriptionState(subscription);
  const taken = new Set<TTier>();
  if (state === 'active' && subscription.current) taken.add(subscription.current.tier);
  if (subscription.next) taken.add(subscription.next.tier);
  return TIERS.filter((tier) => !taken.has(tier) && (tier !== 0 || (trialEligible && state === 'none')));
}

/**
 * What paying for `tier` in the tab's state charges, and when (decision 027): a new paid plan (also
 * after a trial) now; a past-due or deactivated one its arrears now; renewing a cancelled one
 * nothing now, its next payment at the end of the paid period (once that has passed, it starts
 * anew and is charged now); a change of a running paid plan nothing now, the new price from the
 * next period. Times are epoch seconds, as the subscription's; `now` in milliseconds.
 */
export type Charge =
  { when: 'now' } | { when: 'arrears' } | { when: 'renewal'; at: number } | { when: 'nextPeriod'; at: number };

export function chargeOf(subscription: TCrowdSubscription, now: number): Charge {
  const { current } = subscription;
  const state = subscriptionState(subscription);
  if (state === 'unpaid') return { when: 'arrears' };
  if (state === 'cancelled' && current?.validTo && current.validTo * 1000 > now)
    return { when: 'renewal', at: current.validTo };
  if (state === 'active' && current?.status === 'ACTIVE' && current.tier !== 0 && current.validTo)
    return { when: 'nextPeriod', at: current.validTo };
  return { when: 'now' };
}

/** Where the subscribe flow is, read from the address so that it works without JavaScript too. */
export type SubscriptionFlow = { step: 'pick' } | { step: 'pay'; tier: TTier };

const tierParam = (value: string | null): TTier | null =>
  value !== null && /^[0-3]$/.test(value) ? (Number(value) as TTier) : null;

/**
 * No subscription: the picker is the page (`?tier=N` its payment step). Active: `?change=1` opens
 * the change dialog, `&tier=N` its payment step. Cancelled or unpaid: `?renew=1` pays for the
 * current tier again. A paid tier goes to the payment step; tier 0 needs none and is posted from
 * the picker.
 */
export function flowFromUrl(
  url: URL,
  subscription: TCrowdSubscription,
  offered: readonly TTier[],
): SubscriptionFlow | null {
  const state = subscriptionState(subscription);
  const tier = tierParam(url.searchParams.get(FLOW_PARAMS.tier));
  const picked = tier !== null && tier !== 0 && offered.includes(tier) ? { step: 'pay' as const, tier } : null;
  switch (state) {
    case 'none':
      return picked ?? { step: 'pick' };
    case 'active':
      return url.searchParams.has(FLOW_PARAMS.change) ? (picked ?? { step: 'pick' }) : null;
    case 'cancelled':
    case 'unpaid':
      return url.searchParams.has(FLOW_PARAMS.renew) && subscription.current
        ? { step: 'pay', tier: subscription.current.tier }
        : null;
  }
}

export const SUBSCRIPTION_INTENTS = { subscribe: 'subscribe', cancel: 'cancel' } as const;

const ZRequestedTier = z.coerce
  .number({ message: 'validation_subscription_tier' })
  .int('validation_subscription_tier')
  .min(0, 'validation_subscription_tier')
  .max(3, 'validation_subscription_tier')
  .transform((tier) => tier as TTier);

/** The tab's subscribe form: the tier, and a card for a paid one. */
export const subscribeSchema = (kind: CardFormKind) =>
  withCardFields(
    z.object({ intent: z.literal(SUBSCRIPTION_INTENTS.subscribe), requestedTier: ZRequestedTier }),
    kind,
    (values) => values.requestedTier !== 0,
  );
export const subscribeValidator = (kind: CardFormKind) => withZod(subscribeSchema(kind));

/** The direct subscribe page's form: the tab's plan and card (the API makes the crowd with the subscription). */
export const directSubscribeSchema = (kind: CardFormKind) =>
  withCardFields(z.object({ requestedTier: ZRequestedTier }), kind, (values) => values.requestedTier !== 0);
export const directSubscribeValidator = (kind: CardFormKind) => withZod(directSubscribeSchema(kind));
