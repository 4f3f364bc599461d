/**
 * The texts a browser needs: every namespace but `mail`. This
 * module imports the two namespaces directly (never `mail` or the locale indexes), so a client
 * bundle that imports `@crowd/i18n/ui` carries no mail texts.
 */
import type { TLocale } from '@crowd/contracts';
import { account as enAccount } from './locales/en/account';
import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { messages as enMessages } from './locales/en/messages';
import { account as skAccount } from './locales/sk/account';
import { auth as skAuth } from './locales/sk/auth';
import { common as skCommon } from './locales/sk/common';
import { messages as skMessages } from './locales/sk/messages';
import type { DeepStringRecord } from './types';

export const UI_NAMESPACES = ['common', 'messages', 'auth', 'account'] as const;
export type TUiNamespace = (typeof UI_NAMESPACES)[number];

export type TUiResources = {
  messages: typeof enMessages;
  common: typeof enCommon;
  auth: typeof enAuth;
  account: typeof enAccount;
};
/** Every locale's UI namespaces: the same texts as in `resources`. */
export const uiResources: Record<TLocale, DeepStringRecord<TUiResources>> = {
  en: { messages: enMessages, common: enCommon, auth: enAuth, account: enAccount },
  sk: { messages: skMessages, common: skCommon, auth: skAuth, account: skAccount },
};
