import { redirect } from '@remix-run/node';
import { LIMITS } from '@crowd/contracts/limits';
import { validationError } from 'remix-validated-form';
import type { ApiError, FieldError } from './api.server';
import { fieldMessage } from './field-message';
import { loginRedirectUrl, pagePath } from './request-paths';
import { redirectWithToast, toastFromApiError } from './toast.server';

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

/** Posted values fit to put back into a refused form: an oversized value is never echoed. */
export function refillable(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value !== 'string' || value.length <= REFILL_CHARS_MAX),
  );
}

/**
 * A form the action refuses, in remix-validated-form's shape (`ValidatedForm` shows the messages
 * under the fields and, without JavaScript, refills them from `repopulateFields`).
 */
export function formFailure(
  fieldErrors: Record<string, string>,
  { subaction, repopulateFields }: { subaction?: string; repopulateFields?: Record<string, unknown> } = {},
): Response {
  return validationError(
    { fieldErrors, ...(subaction ? { subaction } : {}) },
    repopulateFields && refillable(repopulateFields),
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
    /** Submitted values to put back into the form when the page is rendered without JavaScript. */
    repopulate?: Record<string, unknown>;
    /** The page that shows the error toast; the page that posted by default. */
    redirectTo?: string;
  },
): Promise<Response> {
  const { request } = options;
  if (error.status === 401) throw redirect(loginRedirectUrl(request));
  const fieldErrors = error.status === 422 ? fieldErrorsFor(error.fieldErrors, options.fields) : null;
  if (fieldErrors) {
    return formFailure(fieldErrors, { subaction: options.subaction, repopulateFields: options.repopulate });
  }
  const page = options.redirectTo ?? pagePath(request, { keepSearch: true });
  return redirectWithToast(page, toastFromApiError(error));
}
