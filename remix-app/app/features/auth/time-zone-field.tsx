import { useEffect, useState } from 'react';

/** What the field holds until the script has run, and without JavaScript (decision 036). */
const WITHOUT_SCRIPT = 'UTC';

/**
 * The browser's IANA time zone for the new account (its digests' 08:00), filled in once React runs;
 * without JavaScript the account starts in UTC and the profile page changes it.
 */
export function TimeZoneField() {
  const [timeZone, setTimeZone] = useState(WITHOUT_SCRIPT);
  useEffect(() => {
    setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone || WITHOUT_SCRIPT);
  }, []);
  return <input type="hidden" name="timeZone" value={timeZone} />;
}
