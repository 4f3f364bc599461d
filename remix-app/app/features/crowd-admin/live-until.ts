import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '~/lib/intl-formats';

/**
 * The last day a cancelled crowd stays live, as "27 December" in the page's language: in UTC, as the
 * billing days are, so server and browser render the same day.
 */
export function useLiveUntilDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (iso) => format.format(new Date(iso));
}
