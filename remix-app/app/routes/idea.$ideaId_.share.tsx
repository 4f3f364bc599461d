import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { loadSharePage, sharePageAction } from '~/features/idea-page/idea-actions.server';
import { SharePage } from '~/features/idea-page/idea-subpages';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadSharePage(args);
export const action = (args: ActionFunctionArgs) => sharePageAction(args);

export default SharePage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
