import { localRedirectPath } from '@crowd/contracts/hosts';
import { data, redirect } from '@remix-run/node';
import type { ApiClient } from '~/lib/api.server';
import { readFormData } from '~/lib/form-data.server';
import { requireUser, type RouteArgs } from '~/lib/guards.server';
import { BELL_SIZE, type ShellNotifications } from './shell-notifications';

/**
 * The top bar's notifications of a signed-in user: one GET /notification with the newest 5 and
 * both counts. Only ever called for a signed-in user (a signed-out page is shared, decision 025).
 * Null when the API does not answer: the bar then shows no bell rather than failing the page.
 */
export async function loadShellNotifications(client: ApiClient): Promise<ShellNotifications | null> {
  const result = await client.request('listNotifications', { query: { offset: 0, limit: BELL_SIZE } });
  if (!result.ok) {
    if (result.status !== 401 && result.status !== 404) {
      console.error(`[web] GET /api/notification failed: ${result.status}`);
    }
    return null;
  }
  const { notifications, allCount, unreadCount } = result.data;
  return { notifications, allCount, unreadCount };
}

/**
 * "Mark all as read" of the bell: PUT /notification without ids. A fetcher gets the answer; a plain
 * form (no JavaScript) sends `redirectTo` and goes back to that page.
 */
export async function markAllNotificationsRead(args: RouteArgs) {
  const { api } = await requireUser(args);
  const form = await readFormData(args.request);
  const result = await api.request('markNotificationsRead', { body: {} });
  if (form.has('redirectTo')) return redirect(localRedirectPath(form.get('redirectTo')));
  if (!result.ok) return data({ ok: false as const, unreadCount: null, readAt: null }, { status: result.status });
  return data({ ok: true as const, unreadCount: result.data.unreadCount, readAt: result.data.readAt });
}
