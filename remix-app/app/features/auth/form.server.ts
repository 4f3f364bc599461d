import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { Validator } from 'remix-validated-form';
import { api as apiClient, type ApiResult } from '~/lib/api.server';
import { fieldErrorsFor, formFailure } from '~/lib/failed-action.server';
import { authCrowd } from './crowd.server';
import { readFormData } from '~/lib/form-data.server';

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
export async function submitValidated<TData, TSent extends { result: ApiResult<unknown> }>(
  request: Request,
  { validator, fields, refill = withoutSecrets }: AuthForm<TData>,
  send: (data: TData) => Promise<TSent>,
): Promise<Refused | (TSent & { refused?: undefined })> {
  const validated = await validator.validate(await readFormData(request));
  if (validated.error) {
    const { fieldErrors } = validated.error;
    const repopulateFields = refill(validated.submittedData);
    return { refused: formFailure(fieldErrors, { repopulateFields, fields }), fieldErrors };
  }
  const sent = await send(validated.data);
  const { result } = sent;
  const fieldErrors =
    !result.ok && result.error.status === 422 ? fieldErrorsFor(result.error.fieldErrors, fields) : null;
  if (fieldErrors) {
    const values = refill(validated.submittedData, validated.data);
    return { refused: formFailure(fieldErrors, { repopulateFields: values, fields }), fieldErrors };
  }
  return sent;
}
