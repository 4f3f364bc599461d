import { uiResources } from '@crowd/i18n/ui';
import type { Resource } from 'i18next';

/** `common`, `messages`, `auth` and `account` of every language, as packages/i18n has them. */
export const webResources = uiResources;

/** Every language's texts in i18next's shape: the server renders whichever the request asks for. */
export const allWebResources = webResources as unknown as Resource;
