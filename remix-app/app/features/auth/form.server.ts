import { data } from '@remix-run/node';
import type { ValidationErrorResponseData } from 'remix-validated-form';
import type { FieldError } from '~/lib/api.server';

/**
 * A form the action refuses, in remix-validated-form's shape (`ValidatedForm` shows the messages
 * under the fields and, without JavaScript, refills them from `repopulateFields`).
 */
export function formFailure(
  fieldErrors: Record<string, string>,
  repopulateFields?: Record<string, unknown>,
  init?: ResponseInit,
) {
  const body: ValidationErrorResponseData = { fieldErrors, repopulateFields };
  return data(body, { status: 422, ...init });
}

/**
 * The API's 422 errors for the form's fields (`param` → message key), or null when none of them
 * belongs to a field the form shows.
 */
export function fieldErrorsFor(
  errors: readonly FieldError[] | undefined,
  fields: readonly string[],
): Record<string, string> | null {
  const mine = (errors ?? []).filter((error) => fields.includes(error.param));
  if (mine.length === 0) return null;
  return Object.fromEntries(mine.map((error) => [error.param, error.msg]));
}

/** The submitted values worth refilling after a refusal: never a password. */
export function withoutSecrets(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password|token/i.test(name)));
}
