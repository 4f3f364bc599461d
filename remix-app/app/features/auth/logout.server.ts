import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { api as apiClient } from '~/lib/api.server';
import { redirectWithToast } from '~/lib/toast.server';

/**
 * GET /user/logout ends this host's session and every session of its single sign-on family (the
 * master on the login host, the main site, every crowd host: decision 004); the cleared cookie goes back.
 */
export async function logoutAction(args: ActionFunctionArgs) {
  const api = apiClient(args);
  const result = await api.request('logout');
  const toast = result.ok
    ? { type: 'SUCCESS' as const, message: 'logout_successful' }
    : { type: 'ERROR' as const, message: result.error.key };
  return redirectWithToast('/', toast);
}

export function logoutLoader() {
  return redirect('/');
}
