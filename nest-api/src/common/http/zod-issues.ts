import { zodIssuesToValidationErrors } from '@crowd/contracts';
import type { ZodError } from 'zod';
import type { FieldError } from '../errors';

/**
 * The 422 entries of a failed parse, by the contracts' rule (the web app's forms use the same):
 * dotted path as `param`, the issue's message key as `msg`, one entry per field.
 */
export function zodIssuesToFieldErrors(error: ZodError): FieldError[] {
  return zodIssuesToValidationErrors(error.issues);
}
