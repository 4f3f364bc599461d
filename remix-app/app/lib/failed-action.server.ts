import { LIMITS } from '@crowd/contracts/limits';
import { validationError } from 'remix-validated-form';
import type { ApiError, FieldError } from './api.server';
import { fieldMessage } from './field-message';
import { pagePath } from './request-paths';
import { redirectWithToast, toastFromApiError } from './toast.server';
import { signInOn401 } from './api-failure.server';

/**
 * The API's 422 errors for the form's fields (`param` → message key, with its count if any), or null when none of them
 * belongs to a field the form shows.
 */
export function fieldErrorsFor(
  errors: readonly FieldError[] | undefined,
  fields: readonly string[],
): Record<string, string> | null {
  const mine = (errors ?? []).filter((error) => fields.includes(error.param));
  if (mine.length === 0) return null;
  return Object.fromEntries(mine.map((error) => [error.param, fieldMessage(error.msg, error.count)]));
}

/** The longest text any form takes: a longer posted value is refused, and not worth sending back. */
const REFILL_CHARS_MAX = LIMITS.ideaDescriptionMax;

const refillableValue = (value: unknown): boolean =>
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= REFILL_CHARS_MAX);

/**
 * Posted values fit to put back into a refused form: only the form's own `fields` (decision 029:
 * a post with other fields gets none of them back), each a value or a list of values the form
 * could have sent, never an oversized one.
 */
export function refillable(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((field) => Object.hasOwn(values, field))
      .map((field) => [field, values[field]] as const)
      .filter(([, value]) => (Array.isArray(value) ? value.every(refillableValue) : refillableValue(value))),
  );
}

/** What a refused form shows again: the posted values of its own fields (see `refillable`). */
type Refill =
  | { repopulateFields?: undefined; fields?: undefined }
  | { repopulateFields: Record<string, unknown> | undefined; fields: readonly string[] };

/**
 * A form the action refuses, in remix-validated-form's shape (`ValidatedForm` shows the messages
 * under the fields and, without JavaScript, refills them from `repopulateFields`).
 */
export function formFailure(
  fieldErrors: Record<string, string>,
  { subaction, repopulateFields, fields }: { subaction?: string } & Refill = {},
): Response {
  return validationError(
    { fieldErrors, ...(subaction ? { subaction } : {}) },
    repopulateFields && refillable(repopulateFields, fields ?? []),
  );
}

/**
 * A failed API call of an action: 401 goes to sign-in, 422 errors on the form's own fields are
 * shown under them (the others as a toast), everything else is an error toast (5 s) on the page,
 * e.g. optimistic_locking_error after a 409 with X-Stale-Entity.
 */
export async function failedActionResponse(
  error: ApiError,
  options: {
    request: Request;
    fields: readonly string[];
    subaction?: string;
    /** Submitted values to put back into the form's `fields` when the page is rendered without JavaScript. */
    repopulate?: Record<string, unknown>;
    /** The page that shows the error toast; the page that posted by default. */
    redirectTo?: string;
  },
): Promise<Response> {
  const { request } = options;
  signInOn401(request, error.status);
  const fieldErrors = error.status === 422 ? fieldErrorsFor(error.fieldErrors, options.fields) : null;
  if (fieldErrors) {
    return formFailure(fieldErrors, {
      subaction: options.subaction,
      repopulateFields: options.repopulate,
      fields: options.fields,
    });
  }
  const page = options.redirectTo ?? pagePath(request, { keepSearch: true });
  return redirectWithToast(page, toastFromApiError(error));
}
