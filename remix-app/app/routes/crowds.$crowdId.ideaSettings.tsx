import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { IdeaSettingsPage } from '~/features/crowd-admin/idea-settings/idea-settings-page';
import { ideaSettingsAction, loadIdeaSettings } from '~/features/crowd-admin/idea-settings/idea-settings.server';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = (args: LoaderFunctionArgs) => loadIdeaSettings(args);
export const action = (args: ActionFunctionArgs) => ideaSettingsAction(args);

export default IdeaSettingsPage;

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
