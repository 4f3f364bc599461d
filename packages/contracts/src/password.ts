import { z } from 'zod';
import { BLANK_LOOKING, codePointLength } from './characters';
import { LIMITS } from './limits';
import type { MessageKey } from './message-keys';

export type TPasswordProblem =
  'too_short' | 'too_long' | 'uppercase' | 'lowercase' | 'digit' | 'symbol' | 'whitespace' | 'invisible';

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
/**
 * A symbol is a visible character that is not a letter (or a mark belonging to one), a digit or white space:
 * control, format (zero-width, bidi), private-use and unassigned code points (\p{C}) and blank-looking
 * characters (the braille blank is a "symbol" to Unicode) do not count.
 */
const SYMBOL = new RegExp(`(?!${BLANK_LOOKING.source})[^\\p{L}\\p{M}\\p{Nd}\\s\\p{C}]`, 'u');
const WHITESPACE = /\s/u;
/**
 * Characters nobody can see or retype: controls, format characters (zero-width, bidi overrides), private-use,
 * unassigned and default-ignorable code points (Hangul fillers, …) and blank-looking ones (the braille blank):
 * a password holding one is refused outright, not merely short of a symbol. Variation selectors stay allowed
 * because phone keyboards add them to emoji.
 */
const INVISIBLE = new RegExp(
  `(?![\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}])(?:[\\p{C}\\p{Default_Ignorable_Code_Point}]|${BLANK_LOOKING.source})`,
  'u',
);

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
  if (INVISIBLE.test(password)) problems.push('invisible');
  return problems;
};

/** The spec's strong-password rule: 8–25 code points, upper, lower, digit, visible symbol, no white space or invisible characters. */
export const checkPassword = (password: unknown): boolean =>
  typeof password === 'string' && passwordProblems(password).length === 0;

/**
 * The same rule as one pattern (with the `u` flag, `.` and the lengths count code points), so the
 * OpenAPI document carries it as the field's `pattern`; a test holds it equal to `checkPassword`.
 */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*${UPPERCASE.source})(?=.*${LOWERCASE.source})(?=.*${DIGIT.source})(?=.*${SYMBOL.source})` +
    `(?!.*${WHITESPACE.source})(?!.*${INVISIBLE.source}).{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`,
  'u',
);

/** A password field that must satisfy the rule; every failure reports `messageKey`. */
export const zPassword = (messageKey: MessageKey) =>
  z.string({ required_error: messageKey, invalid_type_error: messageKey }).regex(PASSWORD_PATTERN, messageKey);
