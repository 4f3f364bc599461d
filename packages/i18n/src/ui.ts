/**
 * The texts a browser needs: namespaces `common` and `messages`, without the e-mail texts. This
 * module imports the two namespaces directly (never `mail` or the locale indexes), so a client
 * bundle that imports `@crowd/i18n/ui` carries no mail texts.
 */
import type { TLocale } from '@crowd/contracts';
import { common as enCommon } from './locales/en/common';
import { messages as enMessages } from './locales/en/messages';
import { common as skCommon } from './locales/sk/common';
import { messages as skMessages } from './locales/sk/messages';
import type { DeepStringRecord } from './types';

export const UI_NAMESPACES = ['common', 'messages'] as const;
export type TUiNamespace = (typeof UI_NAMESPACES)[number];

export type TUiResources = { messages: typeof enMessages; common: typeof enCommon };
/** Every locale's UI namespaces: the same texts as `resources[locale].common` and `.messages`. */
export const uiResources: Record<TLocale, DeepStringRecord<TUiResources>> = {
  en: { messages: enMessages, common: enCommon },
  sk: { messages: skMessages, common: skCommon },
};
