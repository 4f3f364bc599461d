/**
 * A field error travels as one string through remix-validated-form; an API error with a number
 * for its text (`validation_crowd_users_can_only_add` with `count`) travels as `key|count`.
 */
export const fieldMessage = (key: string, count?: number): string => (count === undefined ? key : `${key}|${count}`);

export function parseFieldMessage(message: string): { key: string; values?: { count: number } } {
  const separator = message.lastIndexOf('|');
  const count = separator > 0 ? Number(message.slice(separator + 1)) : Number.NaN;
  return Number.isFinite(count) ? { key: message.slice(0, separator), values: { count } } : { key: message };
}
