import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { commentsAction, loadMoreComments } from '~/features/idea-comments/comments.server';

/** An idea's comments for the page's script (the next pages) and its forms (create, edit, delete). */
export const loader = (args: LoaderFunctionArgs) => loadMoreComments(args);
export const action = (args: ActionFunctionArgs) => commentsAction(args);
