import { ZBillingInfo, ZFormVersion } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';

/** The billing form: the contracts' billing rules plus the crowd's version it was loaded at. */
export const billingValidator = withZod(ZBillingInfo.extend({ version: ZFormVersion }));

/** The form's fields in the order the page shows them (vatId is the one optional field). */
export const BILLING_FIELDS = [
  'name',
  'companyName',
  'street',
  'postalCode',
  'city',
  'country',
  'companyId',
  'taxId',
  'vatId',
] as const satisfies ReadonlyArray<keyof typeof ZBillingInfo.shape>;
export type BillingField = (typeof BILLING_FIELDS)[number];
