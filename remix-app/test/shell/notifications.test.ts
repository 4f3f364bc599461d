import { loadShellNotifications, markAllNotificationsRead } from '~/features/shell/shell-notifications.server';
import { api } from '~/lib/api.server';
import { loader as rootLoader } from '~/root';
import { action as resourceAction } from '~/routes/resources.notifications';
import { accountApi, makeNotification, type AccountApiOptions, type RecordedCall } from '../mocks/account';
import { server, setupMockApi } from '../mocks/server';
import { getArgs, MAIN, postArgs, routeArgs, settle } from '../route-args';

setupMockApi();

function signIn(options: AccountApiOptions = {}) {
  const mocked = accountApi(options);
  server.use(...mocked.handlers);
  return mocked;
}

const notificationCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/notification');

describe('the top bar’s notifications (root loader)', () => {
  const many = Array.from({ length: 8 }, (_, index) =>
    makeNotification({ readAt: index < 3 ? null : '2025-01-01T00:00:00.000Z' }),
  );

  it('reads the 5 newest and both counts in one call', async () => {
    const mocked = signIn({ notifications: many });
    const loaded = await loadShellNotifications(api(getArgs('/')));
    expect(loaded).toEqual({ notifications: many.slice(0, 5), allCount: 8, unreadCount: 3 });
    expect(notificationCalls(mocked.calls).map((call) => call.query)).toEqual([{ offset: '0', limit: '5' }]);
  });

  it('is null while the API has no notifications (404): the page still renders', async () => {
    signIn({ notifications: { status: 404 } });
    await expect(loadShellNotifications(api(getArgs('/')))).resolves.toBeNull();
  });

  it('the root loader of a signed-in user carries them', async () => {
    const mocked = signIn({ notifications: many });
    const root = await settle<{ notifications: { unreadCount: number; notifications: unknown[] } }>(
      rootLoader(getArgs('/')),
    );
    expect(root.status).toBe(200);
    expect(root.body?.notifications).toMatchObject({ unreadCount: 3, allCount: 8 });
    expect(root.body?.notifications.notifications).toHaveLength(5);
    expect(notificationCalls(mocked.calls)).toHaveLength(1);
  });

  it('the root loader of a signed-out visitor reads none (the page stays shareable)', async () => {
    const mocked = signIn({ notifications: many });
    const root = await settle<{ notifications: unknown; user: unknown }>(rootLoader(routeArgs(MAIN, '/')));
    expect(root.body?.user).toBeNull();
    expect(root.body?.notifications).toBeNull();
    expect(notificationCalls(mocked.calls)).toEqual([]);
  });
});

describe('mark all as read (/resources/notifications)', () => {
  it('a fetcher gets the new unread count; PUT /notification is sent without ids', async () => {
    const mocked = signIn({ notifications: [makeNotification()] });
    const outcome = await settle<{ ok: boolean; unreadCount: number }>(
      resourceAction(postArgs('/resources/notifications', {})),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ ok: true, unreadCount: 0 });
    expect(mocked.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/notification', body: {} }),
    ]);
  });

  it('a plain form (no JavaScript) goes back to its page, never to another host', async () => {
    signIn();
    const back = await settle(
      markAllNotificationsRead(postArgs('/resources/notifications', { redirectTo: '/ideas?page=2' })),
    );
    expect(back.status).toBe(302);
    expect(back.location).toBe('/ideas?page=2');

    const foreign = await settle(
      markAllNotificationsRead(postArgs('/resources/notifications', { redirectTo: '//evil.example/' })),
    );
    expect(foreign.location).toBe('/');
  });

  it('a signed-out visitor is sent to sign in', async () => {
    const outcome = await settle(resourceAction(routeArgs(MAIN, '/resources/notifications', { form: {} })));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/login/);
  });
});
