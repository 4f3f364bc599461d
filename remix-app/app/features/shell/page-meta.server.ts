import type { TLocale } from '@crowd/contracts/locales';
import { getFixedT } from '~/i18n/i18next.server';
import type { PageTexts } from './page-meta';

/**
 * Every page's title and description in the request's language, with the crowd's (or the
 * product's) name filled in: the root sends them along so each page's `meta` can pick its own.
 */
export function pageTexts(locale: TLocale, siteName: string): PageTexts {
  return getFixedT(locale)('meta', { returnObjects: true, name: siteName }) as PageTexts;
}
