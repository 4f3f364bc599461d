import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { ValidationErrorResponseData, Validator } from 'remix-validated-form';
import { api as apiClient, type ApiClient, type ApiResult, type FieldError } from '~/lib/api.server';
import { authCrowd } from './crowd.server';

/**
 * A form the action refuses, in remix-validated-form's shape (`ValidatedForm` shows the messages
 * under the fields and, without JavaScript, refills them from `repopulateFields`).
 */
function formFailure(
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
function fieldErrorsFor(
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

/**
 * The API client of a sign-in form posted in a crowd (the host's, or `crowdId` off crowd hosts);
 * the forms of a blocked crowd lead home.
 */
export async function crowdFormApi(args: ActionFunctionArgs, crowdId?: string | null) {
  const { crowd, blocked } = await authCrowd(args, crowdId);
  if (blocked) throw redirect('/');
  return { crowd, api: apiClient(args).forCrowd(crowd) };
}

export interface AuthForm<TData> {
  /** The contracts schema of the form (the one its ValidatedForm uses in the browser). */
  validator: Validator<TData>;
  /** The fields the form shows: the API's 422 errors on them go under them. */
  fields: readonly string[];
  /**
   * What the form is refilled with after a refusal (it matters without JavaScript), from the posted
   * values and, when the API refused them, the valid data. By default the posted values without secrets.
   */
  refill?: (posted: Record<string, unknown>, data?: TData) => Record<string, unknown> | undefined;
}

/** A post the form refuses: the action returns `refused`; `fieldErrors` are its errors by field. */
interface Refused {
  refused: ReturnType<typeof formFailure>;
  fieldErrors: Record<string, string>;
}

/**
 * What every sign-in form action does first: validates the post with the form's schema, then lets
 * `send` pass the valid data to the API. Returns `refused` when the form is invalid or the API
 * answers 422 on one of its fields; otherwise what `send` returned (its API client and result).
 */
export async function submitValidated<TData, TSent extends { api: ApiClient; result: ApiResult<unknown> }>(
  request: Request,
  { validator, fields, refill = withoutSecrets }: AuthForm<TData>,
  send: (data: TData) => Promise<TSent>,
): Promise<Refused | (TSent & { refused?: undefined })> {
  const validated = await validator.validate(await request.formData());
  if (validated.error) {
    const { fieldErrors } = validated.error;
    return { refused: formFailure(fieldErrors, refill(validated.submittedData)), fieldErrors };
  }
  const sent = await send(validated.data);
  const { api, result } = sent;
  const fieldErrors =
    !result.ok && result.error.status === 422 ? fieldErrorsFor(result.error.fieldErrors, fields) : null;
  if (fieldErrors) {
    const values = refill(validated.submittedData, validated.data);
    return { refused: formFailure(fieldErrors, values, { headers: api.responseHeaders }), fieldErrors };
  }
  return sent;
}
