import type { ZodType, ZodTypeDef } from 'zod';
import { ValidationFailedError } from '../errors';
import { zodIssuesToFieldErrors } from './zod-issues';

/** The one validation rule: a contracts schema, or 422 with every field error at once. */
export function parseOrFail<TOutput, TInput = unknown>(
  schema: ZodType<TOutput, ZodTypeDef, TInput>,
  value: unknown,
): TOutput {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationFailedError(zodIssuesToFieldErrors(result.error));
  return result.data;
}
