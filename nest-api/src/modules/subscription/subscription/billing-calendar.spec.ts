import { billingDayOf, nextBillingDate } from './billing-calendar';

const at = (iso: string) => new Date(iso);

describe('billing calendar', () => {
  it('bills on the same day of the next month, at the same time', () => {
    expect(nextBillingDate(at('2027-03-15T10:30:00.000Z'), 15)).toEqual(at('2027-04-15T10:30:00.000Z'));
  });

  it('bills a subscription of the 31st on 30 April and on 28 February, then on the 31st again', () => {
    const start = at('2027-01-31T09:00:00.000Z');
    const day = billingDayOf(start);
    const feb = nextBillingDate(start, day);
    expect(feb).toEqual(at('2027-02-28T09:00:00.000Z'));
    const mar = nextBillingDate(feb, day);
    expect(mar).toEqual(at('2027-03-31T09:00:00.000Z'));
    expect(nextBillingDate(mar, day)).toEqual(at('2027-04-30T09:00:00.000Z'));
  });

  it('uses 29 February in a leap year', () => {
    expect(nextBillingDate(at('2028-01-30T00:00:00.000Z'), 30)).toEqual(at('2028-02-29T00:00:00.000Z'));
  });

  it('crosses the year', () => {
    expect(nextBillingDate(at('2027-12-31T23:59:59.999Z'), 31)).toEqual(at('2028-01-31T23:59:59.999Z'));
  });
});
