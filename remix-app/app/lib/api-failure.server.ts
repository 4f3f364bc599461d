import { redirect } from '@remix-run/node';
import { loginRedirectUrl } from './request-paths';

/** The API answered 401: the session is gone, so the visitor signs in and comes back to this page. */
export function signInOn401(request: Request, status: number): void {
  if (status === 401) throw redirect(loginRedirectUrl(request));
}

/**
 * A read the page cannot do without failed: 401 sends the visitor to sign in (and back), anything
 * else is logged (`what` names the call) and answered 503.
 */
export function failedRead(request: Request, status: number, what: string): never {
  signInOn401(request, status);
  console.error(`[web] ${what} failed: ${status}`);
  throw new Response(null, { status: 503 });
}
