import { latestPeriod } from './digest-period';

const at = (iso: string) => new Date(iso);

describe('latestPeriod', () => {
  it('closes a daily period at 08:00 local time: Bratislava (UTC+1 in winter) an hour before London', () => {
    expect(latestPeriod('daily', at('2026-11-27T07:00:00.000Z'), 'Europe/Bratislava')).toEqual({
      key: 'daily:2026-11-27',
      from: at('2026-11-26T07:00:00.000Z'),
      to: at('2026-11-27T07:00:00.000Z'),
    });
    expect(latestPeriod('daily', at('2026-11-27T06:59:59.000Z'), 'Europe/Bratislava').key).toBe('daily:2026-11-26');
  });

  it('is the local date, not the UTC one: New York at 01:00 UTC is still the day before', () => {
    expect(latestPeriod('daily', at('2026-11-27T01:00:00.000Z'), 'America/New_York')).toEqual({
      key: 'daily:2026-11-26',
      from: at('2026-11-25T13:00:00.000Z'),
      to: at('2026-11-26T13:00:00.000Z'),
    });
  });

  it('follows daylight saving: the day of the change is 23 hours long', () => {
    const period = latestPeriod('daily', at('2026-03-29T12:00:00.000Z'), 'Europe/Bratislava');
    expect(period).toEqual({
      key: 'daily:2026-03-29',
      from: at('2026-03-28T07:00:00.000Z'),
      to: at('2026-03-29T06:00:00.000Z'),
    });
  });

  it('closes a weekly period on Monday 08:00 and tells of the week before', () => {
    // 2026-11-23 is a Monday.
    expect(latestPeriod('weekly', at('2026-11-27T12:00:00.000Z'), 'UTC')).toEqual({
      key: 'weekly:2026-11-23',
      from: at('2026-11-16T08:00:00.000Z'),
      to: at('2026-11-23T08:00:00.000Z'),
    });
    expect(latestPeriod('weekly', at('2026-11-23T07:59:00.000Z'), 'UTC').key).toBe('weekly:2026-11-16');
    expect(latestPeriod('weekly', at('2026-11-23T08:00:00.000Z'), 'UTC').key).toBe('weekly:2026-11-23');
  });
});
