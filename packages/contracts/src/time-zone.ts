/** What an account without a known time zone uses (signed up without JavaScript, before decision 036). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The longest IANA name stored (the longest today is 32 characters). */
export const TIME_ZONE_MAX = 64;

/** Whether `name` is an IANA time zone this runtime's Intl knows (decision 036). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > TIME_ZONE_MAX) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
