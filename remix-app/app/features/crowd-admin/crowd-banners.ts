import type { TCrowd } from '@crowd/contracts/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a cancelled subscription stops serving (decision 027: to the end of the paid period), or
 * null when the crowd's subscription is not a cancelled one still in force. The crowd stays live
 * until then: /crowds and the banner say so rather than "Inactive".
 */
export function cancelledUntil(
  crowd: Pick<TCrowd, 'plan' | 'planValidTo' | 'subscriptionStatus'>,
  now = Date.now(),
): string | null {
  const { plan, planValidTo, subscriptionStatus } = crowd;
  if (subscriptionStatus !== 'CANCELLED' || plan === 'no_subscription' || !planValidTo) return null;
  return new Date(planValidTo).getTime() > now ? planValidTo : null;
}

/** Spec 2, the admin area's banners, in the order they are shown. */
export type CrowdBanner =
  | { kind: 'trial'; daysLeft: number }
  | { kind: 'cancelled'; until: string }
  | { kind: 'unpaid'; deactivated: boolean }
  | { kind: 'noSubscription' }
  | { kind: 'noLogo' }
  | { kind: 'notVisible' };

/**
 * The banners a crowd needs now. A trial counts the days to its end rounded up; on its last day
 * (less than a day left) `daysLeft` is 0 and the banner says it ends today.
 */
export function crowdBanners(
  crowd: Pick<TCrowd, 'plan' | 'planValidTo' | 'subscriptionStatus' | 'featuredImageId' | 'visible'>,
  now = Date.now(),
): CrowdBanner[] {
  const banners: CrowdBanner[] = [];
  if (crowd.plan === 'trial' && crowd.planValidTo) {
    const left = Math.max(0, new Date(crowd.planValidTo).getTime() - now);
    banners.push({ kind: 'trial', daysLeft: left < DAY_MS ? 0 : Math.ceil(left / DAY_MS) });
  }
  const until = cancelledUntil(crowd, now);
  if (until) banners.push({ kind: 'cancelled', until });
  // A failed payment: past due (still serving) or deactivated (the crowd's site is disabled).
  if (crowd.subscriptionStatus === 'PAST_DUE' || crowd.subscriptionStatus === 'DEACTIVATED') {
    banners.push({ kind: 'unpaid', deactivated: crowd.subscriptionStatus === 'DEACTIVATED' });
  } else if (crowd.plan === 'no_subscription') banners.push({ kind: 'noSubscription' });
  if (crowd.featuredImageId === null) banners.push({ kind: 'noLogo' });
  if (!crowd.visible) banners.push({ kind: 'notVisible' });
  return banners;
}
