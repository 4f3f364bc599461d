import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { EditIdeaPage } from '~/features/idea-form/idea-form-page';
import { editIdeaAction, loadEditIdea } from '~/features/idea-form/idea-form.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadEditIdea(args);
export const action = (args: ActionFunctionArgs) => editIdeaAction(args);

export default EditIdeaPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
