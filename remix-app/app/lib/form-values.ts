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

/** A checkbox (or a switch's hidden field) posts its value only when on. */
export const isChecked = (value: unknown): boolean => value === true || value === 'on' || value === 'true';

/** `id` and `version` as numbers, the rest as posted. */
export const withNumericIds = (value: unknown): unknown =>
  isRecord(value) ? { ...value, id: formNumber(value['id']), version: formNumber(value['version']) } : value;
