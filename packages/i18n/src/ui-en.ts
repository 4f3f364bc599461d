/** The pages' English texts: every namespace but `mail` (a browser loads them by namespace, `ui-namespaces.ts`). */
import { account } from './locales/en/account';
import { auth } from './locales/en/auth';
import { common } from './locales/en/common';
import { crowdAdmin } from './locales/en/crowd-admin';
import { crowdSite } from './locales/en/crowd-site';
import { landing } from './locales/en/landing';
import { legal } from './locales/en/legal';
import { messages } from './locales/en/messages';

export const uiTexts = { messages, common, auth, account, crowdAdmin, crowdSite, landing, legal };
export type TUiResources = typeof uiTexts;
