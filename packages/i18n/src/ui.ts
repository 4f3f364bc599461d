/**
 * The texts a browser needs: every namespace but `mail`. The per-language entries import the
 * namespaces directly (never `mail` or the locale indexes), so a client bundle carries no mail
 * texts; a browser loads one language through `@crowd/i18n/ui/en` or `@crowd/i18n/ui/sk`.
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

/** Every locale's UI namespaces: the same texts as in `resources`. */
export const uiResources: Record<TLocale, DeepStringRecord<TUiResources>> = { en, sk };
