import type { LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CrowdAdminLayout } from '~/features/crowd-admin/crowd-admin-layout';
import { loadCrowdAdminLayout } from '~/features/crowd-admin/crowd-admin-layout.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCrowdAdminLayout(args);

export const meta = pageMeta;

export default CrowdAdminLayout;

export const ErrorBoundary = GeneralErrorBoundary;
