import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { CreateIdeaPage } from '~/features/idea-form/idea-form-page';
import { createIdeaAction, loadCreateIdea } from '~/features/idea-form/idea-form.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadCreateIdea(args);
export const action = (args: ActionFunctionArgs) => createIdeaAction(args);

export default CreateIdeaPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
