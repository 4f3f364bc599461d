/**
 * The texts a page may show: every namespace but `mail` (the web's server holds them all). The
 * per-language modules import the namespaces directly (never `mail` or the locale indexes), so a
 * client bundle carries no mail texts; a browser loads one namespace of one language at a time
 * through `@crowd/i18n/ui/namespaces`.
 */
import type { TLocale } from '@crowd/contracts/locales';
import type { DeepStringRecord } from './types';
import { uiTexts as en, type TUiResources } from './ui-en';
import { uiTexts as sk } from './ui-sk';

export type { TUiResources } from './ui-en';

export const UI_NAMESPACES = [
  'common',
  'messages',
  'auth',
  'account',
  'crowdAdmin',
  'crowdSite',
  'landing',
  'legal',
] as const;
export type TUiNamespace = (typeof UI_NAMESPACES)[number];

/** Whether a value (a namespace a page listed, a key's prefix, i18next's request) names one of them. */
export const isUiNamespace = (value: unknown): value is TUiNamespace => UI_NAMESPACES.includes(value as TUiNamespace);

/** Every locale's UI namespaces: the same texts as in `resources`. */
export const uiResources: Record<TLocale, DeepStringRecord<TUiResources>> = { en, sk };
