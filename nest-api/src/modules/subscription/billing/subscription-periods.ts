import { billingDayOf, nextBillingDate } from '../subscription/billing-calendar';
import type { Subscription } from '../subscription/entities/subscription.entity';

/**
 * The end of the period a late payment buys: the month after the paid time ended, on the billing
 * day; when that is past too (a crowd deactivated for months), the month running now. Months
 * nobody paid for are not charged afterwards: the crowd was deactivated through them.
 */
export function periodAfterArrears(
  subscription: Pick<Subscription, 'validFrom' | 'validTo' | 'billingDay'>,
  now: Date,
): Date {
  const day = subscription.billingDay ?? billingDayOf(subscription.validFrom);
  let end = nextBillingDate(subscription.validTo ?? now, day);
  while (end <= now) end = nextBillingDate(end, day);
  return end;
}
