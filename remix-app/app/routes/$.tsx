import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { pageMeta } from '~/features/shell/page-meta';

/**
 * Any path no route knows, including pages whose feature is not built yet, answers 404 inside the
 * site's shell rather than a silent redirect, so a mistyped or stale link says what happened. The
 * login host never gets here: the root loader sends its unknown paths to `/login`.
 */
function notFound(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export const loader = notFound;

export const action = notFound;

export default function CatchAll() {
  return null;
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
