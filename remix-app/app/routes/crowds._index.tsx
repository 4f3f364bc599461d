import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CrowdsPage } from '~/features/crowd-admin/crowds/crowds-page';
import { crowdsAction, loadCrowds } from '~/features/crowd-admin/crowds/crowds.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCrowds(args);
export const action = (args: ActionFunctionArgs) => crowdsAction(args);

export default CrowdsPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
