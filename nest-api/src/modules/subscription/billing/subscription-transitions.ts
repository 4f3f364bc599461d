import { PLANS, type TTier } from '@crowd/contracts';
import type { Subscription } from '../subscription/entities/subscription.entity';
import type { SubscriptionRepository } from '../subscription/subscription.repository';

/** The plan's name and price, copied onto a subscription of `tier`. */
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
