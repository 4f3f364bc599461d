import type { LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { AccountLayout } from '~/features/account/account-layout';
import { loadAccountLayout } from '~/features/account/account-layout.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadAccountLayout(args);

export const meta = pageMeta;

export default AccountLayout;

export const ErrorBoundary = GeneralErrorBoundary;
