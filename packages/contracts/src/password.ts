import { z } from 'zod';
import { LIMITS } from './limits';
import type { MessageKey } from './message-keys';

export type TPasswordProblem = 'too_short' | 'too_long' | 'uppercase' | 'lowercase' | 'digit' | 'symbol' | 'whitespace';

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/** A symbol is any character that is not a letter (or a mark belonging to one), a digit or white space. */
const SYMBOL = /[^\p{L}\p{M}\p{Nd}\s]/u;
const WHITESPACE = /\s/u;

/** Lengths count code points, so an emoji or an astral character is one character. */
export const codePointLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

/** Every rule the password breaks, in the order of the password_rules hint. */
export const passwordProblems = (password: string): TPasswordProblem[] => {
  const problems: TPasswordProblem[] = [];
  const length = codePointLength(password);
  if (length < LIMITS.passwordMin) problems.push('too_short');
  if (length > LIMITS.passwordMax) problems.push('too_long');
  if (!UPPERCASE.test(password)) problems.push('uppercase');
  if (!LOWERCASE.test(password)) problems.push('lowercase');
  if (!DIGIT.test(password)) problems.push('digit');
  if (!SYMBOL.test(password)) problems.push('symbol');
  if (WHITESPACE.test(password)) problems.push('whitespace');
  return problems;
};

/** The spec's strong-password rule: 8–25 code points, upper, lower, digit, symbol, no white space. */
export const checkPassword = (password: unknown): boolean =>
  typeof password === 'string' && passwordProblems(password).length === 0;

/** A password field that must satisfy the rule; every failure reports `messageKey`. */
export const zPassword = (messageKey: MessageKey) =>
  z
    .string({ required_error: messageKey, invalid_type_error: messageKey })
    .refine(checkPassword, { message: messageKey });
