import type { ActionFunctionArgs } from '@remix-run/node';
import { api as apiClient } from '~/lib/api.server';
import { redirectWithToast } from '~/lib/toast.server';

/**
 * /eraseAccount/{token}: the mailed link only opens a page (a mail scanner following it erases
 * nothing); its button posts here, and the API erases the link's account (decision 034).
 */
export async function eraseAccountAction(args: ActionFunctionArgs): Promise<Response> {
  const token = args.params.token ?? '';
  const result = await apiClient(args).request('confirmUserErasure', { body: { token } });
  if (result.ok) return redirectWithToast('/', { message: result.data.message });
  const page = new URL(args.request.url).pathname;
  return redirectWithToast(page, { type: 'ERROR', message: result.error.key });
}
