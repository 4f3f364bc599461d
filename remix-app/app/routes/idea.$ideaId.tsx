import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { ideaPageAction } from '~/features/idea-page/idea-actions.server';
import { IdeaPage, ideaPageHandle } from '~/features/idea-page/idea-page';
import { loadIdeaPage } from '~/features/idea-page/idea-page.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaPage(args);
export const action = (args: ActionFunctionArgs) => ideaPageAction(args);

export default IdeaPage;
export const handle = ideaPageHandle;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
