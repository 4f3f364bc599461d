import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { BillingPage } from '~/features/crowd-admin/billing/billing-page';
import { billingAction, loadBilling } from '~/features/crowd-admin/billing/billing.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadBilling(args);
export const action = (args: ActionFunctionArgs) => billingAction(args);

export default BillingPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
