/**
 * The one id rule (decision 029). Every id column is a MariaDB/MySQL `integer` (signed 32 bits,
 * auto-increment from 1), so an id is an integer in 1..MAX_ID. Written as text (a path, query or
 * form field, a header) an id has exactly one spelling: its canonical decimal digits, no sign, no
 * leading zero, no whitespace, no fraction, exponent or radix prefix. `022`, `+22`, ` 22`, `22.0`,
 * `22e0`, `0x16` are not ids, so no two texts name the same row and every reader of a request (the
 * guards, the handlers, the web's loaders) sees the same id or none.
 */

/** The largest id a row can have: the id columns are signed 32-bit `integer`. */
export const MAX_ID = 2_147_483_647;

/** An id's one spelling: 1 to 10 digits without a leading zero (MAX_ID has 10). */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * The id `value` names, or undefined when it names none: a JSON number that is an integer in
 * 1..MAX_ID, or the canonical decimal text of one. Nothing is trimmed or coerced.
 */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
  if (typeof value !== 'string' || !CANONICAL_ID.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}
