import { z } from 'zod';
import { LIMITS } from './limits';
import type { MessageKey } from './message-keys';

/** Deliberately simple: something@something.tld, no white space or list separators. */
export const EMAIL_REGEX = /^[^\s@,;<>"]+@[^\s@,;<>".]+(?:\.[^\s@,;<>".]+)+$/;

/** Separators of e-mail (and allowed-domain) lists: white space, commas and semicolons. */
export const EMAIL_LIST_SEPARATOR = /[\s,;]+/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && value.length <= LIMITS.emailMax && EMAIL_REGEX.test(value);

/** Splits a free-text list on white space, commas and semicolons; blank entries are dropped. */
export const splitEmailList = (text: string): string[] =>
  text
    .split(EMAIL_LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

/** Lower-cased entries without duplicates, first occurrence kept. */
export const uniqueEmails = (emails: readonly string[]): string[] => [...new Set(emails.map(normalizeEmail))];

/** An e-mail field: trimmed, lower-cased, pattern-checked; every failure reports `messageKey`. */
export const zEmail = (messageKey: MessageKey) =>
  z
    .string({ required_error: messageKey, invalid_type_error: messageKey })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, messageKey)
    .regex(EMAIL_REGEX, messageKey);
