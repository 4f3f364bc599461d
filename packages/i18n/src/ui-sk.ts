/** The pages' Slovak texts: every namespace but `mail`, shaped as the English (a browser loads them by namespace). */
import { account } from './locales/sk/account';
import { auth } from './locales/sk/auth';
import { common } from './locales/sk/common';
import { crowdAdmin } from './locales/sk/crowd-admin';
import { crowdSite } from './locales/sk/crowd-site';
import { landing } from './locales/sk/landing';
import { legal } from './locales/sk/legal';
import { messages } from './locales/sk/messages';
import type { DeepStringRecord } from './types';
import type { TUiResources } from './ui-en';

export const uiTexts: DeepStringRecord<TUiResources> = {
  messages,
  common,
  auth,
  account,
  crowdAdmin,
  crowdSite,
  landing,
  legal,
};
