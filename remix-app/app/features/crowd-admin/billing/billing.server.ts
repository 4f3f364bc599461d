import { data } from '@remix-run/node';
import type { TBillingInfo, TBillingInfoView, TCrowd } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { ApiError } from '~/lib/api.server';
import { failedActionResponse, refillable } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { pagePath } from '~/lib/request-paths';
import { redirectWithToast } from '~/lib/toast.server';
import { requireAdminCrowd, type RouteArgs } from '../crowd-admin.server';
import { BILLING_FIELDS, billingValidator } from './billing-form';

type BillingRouteArgs = RouteArgs & { params: { crowdId?: string } };

/** PUT /crowd takes settings from the crowd's admins only (decision 013); managers read them. */
const mayEditBilling = (crowd: Pick<TCrowd, 'role'>): boolean => crowd.role === 'CROWD_ADMIN';

export async function loadBilling(args: BillingRouteArgs) {
  const { crowd } = await requireAdminCrowd(args);
  return data({ version: crowd.version, billingInfo: crowd.billingInfo, editable: mayEditBilling(crowd) });
}

/** Whether the submitted details differ from the stored ones (an empty VAT ID is stored as ''). */
const billingChanged = (stored: TBillingInfoView, submitted: TBillingInfo): boolean =>
  BILLING_FIELDS.some((field) => (submitted[field] ?? '') !== stored[field]);

const PREFIX = 'billingInfo.';

/** The API names the fields `billingInfo.city`; the form names them `city`. */
const asFormErrors = (error: ApiError): ApiError =>
  new ApiError({
    ...error,
    fieldErrors: error.fieldErrors?.map((field) =>
      field.param.startsWith(PREFIX) ? { ...field, param: field.param.slice(PREFIX.length) } : field,
    ),
  });

export async function billingAction(args: BillingRouteArgs): Promise<Response> {
  const { crowd, api } = await requireAdminCrowd(args);
  if (!mayEditBilling(crowd)) throw new Response(null, { status: 403 });
  const result = await billingValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error, refillable(result.submittedData, BILLING_FIELDS));

  const { version, ...billingInfo } = result.data;
  if (!billingChanged(crowd.billingInfo, billingInfo)) {
    return redirectWithToast(pagePath(args.request), { type: 'INFO', message: 'crowdAdmin:billing.nothingChanged' });
  }

  const response = await api.request('updateCrowd', { body: { id: crowd.id, version, billingInfo } });
  if (!response.ok) {
    // A 409 (the crowd was saved meanwhile) is a toast on this page, which then shows the stored details.
    return failedActionResponse(asFormErrors(response.error), {
      request: args.request,
      fields: BILLING_FIELDS,
      repopulate: result.submittedData,
    });
  }
  return redirectWithToast(pagePath(args.request), { message: 'crowd_update_successful' });
}
