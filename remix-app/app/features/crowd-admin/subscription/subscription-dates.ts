import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '~/lib/intl-formats';

/** Dates of subscription periods (epoch seconds) as billing days: in UTC, so server and browser render the same day. */
export function useSubscriptionDates(): (seconds: number) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  return (seconds) => format.format(new Date(seconds * 1000));
}
