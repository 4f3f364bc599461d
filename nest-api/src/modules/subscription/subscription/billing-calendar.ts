/**
 * Legal text: billed monthly in advance on the same day of the month, or on the month's last day
 * when that day does not exist. Periods are computed in UTC from the billing day, never from the
 * previous (possibly shortened) date, so 31 Jan → 28 Feb → 31 Mar.
 */

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The billing day a subscription starting at `start` keeps. */
export const billingDayOf = (start: Date): number => start.getUTCDate();

/** The billing date in the month after `from`'s, at `from`'s time of day. */
export function nextBillingDate(from: Date, billingDay: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const day = Math.min(billingDay, daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}
