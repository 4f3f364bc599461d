import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ideaCommentsAction, loadMoreIdeaComments } from '~/features/ideas-admin/idea-comments.server';

/** Resource route of the admin comments tab: next pages (GET ?offset=) and the comment forms (POST). */
export const loader = (args: LoaderFunctionArgs) => loadMoreIdeaComments(args);
export const action = (args: ActionFunctionArgs) => ideaCommentsAction(args);
