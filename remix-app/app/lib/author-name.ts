import type { TFunction } from 'i18next';

/**
 * The name shown for an author: an erased account's ideas and comments come with an empty name
 * (and no owner), shown as "Deleted user" in the reader's language (decision 034).
 */
export const authorName = (name: string, t: TFunction): string => (name.trim() === '' ? t('common:deletedUser') : name);
