import { parseId } from '@crowd/contracts/schemas';

/**
 * Reading posted form values (always strings, a checkbox only when checked) into the types the
 * contracts' schemas take, before those schemas validate them.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number from a non-blank numeric string; anything else unchanged, for the schema to refuse. */
export const formNumber = (value: unknown): unknown => {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isNaN(number) ? value : number;
};

/**
 * An id from a posted string by the contracts' one id rule (decision 029): its canonical digits
 * only; any other text (`022`, ` 22`, `+22`) stays as posted, for the schema to refuse.
 */
export const formId = (value: unknown): unknown =>
  typeof value === 'string' && value !== '' ? (parseId(value) ?? value) : value;

/** A checkbox (or a switch's hidden field) posts its value only when on. */
export const isChecked = (value: unknown): boolean => value === true || value === 'on' || value === 'true';

/** `id` (by the id rule) and `version` as numbers, the rest as posted. */
export const withNumericIds = (value: unknown): unknown =>
  isRecord(value) ? { ...value, id: formId(value['id']), version: formNumber(value['version']) } : value;
