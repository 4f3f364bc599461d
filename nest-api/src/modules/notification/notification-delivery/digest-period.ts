/**
 * The digest periods of decision 036 in a person's time zone: a daily digest closes at 08:00
 * local time each day, a weekly one at 08:00 local time on Monday, and each tells of the day or
 * week before that moment. Pure Intl arithmetic, so a daylight-saving change moves the instant
 * with the wall clock.
 */

export type DigestKind = 'daily' | 'weekly';

export interface DigestPeriod {
  /** `daily:2026-11-27`: the kind and the local date whose 08:00 closed the period. */
  key: string;
  /** Inclusive start and exclusive end, as instants. */
  from: Date;
  to: Date;
}

/** The local hour a period closes at. */
const DIGEST_HOUR = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

interface LocalTime extends LocalDate {
  hour: number;
  minute: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((each) => each.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    weekday: WEEKDAYS.indexOf(part('weekday')) + 1,
  };
}

/** `date` moved by `days` calendar days. */
function addDays({ year, month, day }: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The instant the zone's wall clock shows `date` at `hour`:00 (the later one when it shows it twice). */
function instantOf(date: LocalDate, hour: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  const offsetAt = (instant: number): number => {
    const local = localTime(new Date(instant), timeZone);
    return (
      Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - Math.floor(instant / 60_000) * 60_000
    );
  };
  // Two rounds settle the offset also when the guess falls on the other side of a DST change.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

const isoDate = ({ year, month, day }: LocalDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The latest period of `kind` that has closed by `now` in `timeZone`. */
export function latestPeriod(kind: DigestKind, now: Date, timeZone: string): DigestPeriod {
  const local = localTime(now, timeZone);
  const before = local.hour < DIGEST_HOUR;
  const daysBack = kind === 'daily' ? (before ? 1 : 0) : local.weekday - 1 + (before && local.weekday === 1 ? 7 : 0);
  const end = addDays(local, -daysBack);
  const start = addDays(end, kind === 'daily' ? -1 : -7);
  const to = instantOf(end, DIGEST_HOUR, timeZone);
  // A zone that skips 08:00 can place the computed end a moment after now: the period has not closed.
  if (to.getTime() > now.getTime()) return latestPeriod(kind, new Date(to.getTime() - DAY_MS), timeZone);
  return { key: `${kind}:${isoDate(end)}`, from: instantOf(start, DIGEST_HOUR, timeZone), to };
}
