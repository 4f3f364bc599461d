import { data, redirect } from '@remix-run/node';
import { PAGE_SIZES, type TNotification } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import type { ApiClient } from '~/lib/api.server';
import { signInOn401 } from '~/lib/api-failure.server';
import { markAllReadValidator } from './account-forms';
import { failedActionResponse, pagePath, requireAccount, type RouteArgs } from './account.server';
import { readFormData } from '~/lib/form-data.server';

const PAGE_SIZE = PAGE_SIZES.notifications;
/** The API serves at most 100 per call; longer histories are fetched in slices. */
const SLICE = 100;
const MAX_PAGE = 50;

/** `?page=n` (1-based, what "load more" links to) means the newest n × 20 notifications. */
const pageOf = (url: URL): number => {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1;
};

interface History {
  notifications: TNotification[];
  allCount: number;
  unreadCount: number;
  available: boolean;
}

async function fetchHistory(api: ApiClient, request: Request, count: number): Promise<History> {
  const offsets = Array.from({ length: Math.ceil(count / SLICE) }, (_, index) => index * SLICE);
  const results = await Promise.all(
    offsets.map((offset) =>
      api.request('listNotifications', { query: { offset, limit: Math.min(SLICE, count - offset) } }),
    ),
  );
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) {
    signInOn401(request, failed.status);
    // 404: the notifications part of the API is not there (yet); anything else is only logged (spec 8).
    if (failed.status !== 404) console.error(`[web] GET /api/notification failed: ${failed.status}`);
    return { notifications: [], allCount: 0, unreadCount: 0, available: false };
  }
  const seen = new Set<number>();
  const notifications: TNotification[] = [];
  for (const result of results) {
    if (!result.ok) continue;
    for (const notification of result.data.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      notifications.push(notification);
    }
  }
  notifications.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const last = results.at(-1);
  const counts = last?.ok ? last.data : { allCount: notifications.length, unreadCount: 0 };
  return { notifications, allCount: counts.allCount, unreadCount: counts.unreadCount, available: true };
}

export async function loadNotificationHistory(args: RouteArgs) {
  const account = await requireAccount(args);
  const page = pageOf(new URL(args.request.url));
  const history = await fetchHistory(account.api, args.request, page * PAGE_SIZE);
  return data({
    page,
    notifications: history.notifications,
    allCount: history.allCount,
    unreadCount: history.unreadCount,
    available: history.available,
    hasMore: history.notifications.length < history.allCount && page < MAX_PAGE,
  });
}

/** Mark all as read: PUT /notification without ids, then back to the same list. */
export async function notificationHistoryAction(args: RouteArgs): Promise<Response> {
  const account = await requireAccount(args);
  const result = await markAllReadValidator.validate(await readFormData(args.request));
  if (result.error) return validationError(result.error);

  const response = await account.api.request('markNotificationsRead', { body: result.data });
  if (!response.ok && response.status !== 404) {
    return failedActionResponse(response.error, { request: args.request, fields: [] });
  }
  const headers = new Headers();
  return redirect(pagePath(args.request, { keepSearch: true }), { headers });
}
