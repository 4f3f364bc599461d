import { notificationTypesFor, ZNotificationType, type TGetNotificationSettingsResponse } from '@crowd/contracts';
import { loadNotificationHistory, notificationHistoryAction } from '~/features/account/notification-history.server';
import { loadNotificationSettings, notificationSettingsAction } from '~/features/account/notification-settings.server';
import { accountApi, makeNotification, makeNotificationSettings, type AccountApiOptions } from '../mocks/account';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../route-args';

setupMockApi();

function signIn(options: AccountApiOptions = {}) {
  const api = accountApi(options);
  server.use(...api.handlers);
  return api;
}

describe('notification settings', () => {
  it('lists the types of the settings map in the contracts’ order', async () => {
    signIn({ settings: makeNotificationSettings({ version: 3, ideaLiked: false }) });
    const page = await settle(loadNotificationSettings(getArgs('/account/notificationSettings')));
    const body = page.body as { version: number; settings: { type: string; enabled: boolean }[] };
    expect(body.version).toBe(3);
    expect(body.settings.map((setting) => setting.type)).toEqual(ZNotificationType.options);
    expect(body.settings.find((setting) => setting.type === 'ideaLiked')).toEqual({
      type: 'ideaLiked',
      enabled: false,
      digest: 'off',
    });
  });

  it('lists only the types the API answered for this user (a follower: no subscription or payment family)', async () => {
    const follower = notificationTypesFor(['CROWD_FOLLOWER']);
    const answered = {
      version: 2,
      ...Object.fromEntries(follower.map((type) => [type, true])),
      digests: Object.fromEntries(follower.map((type) => [type, 'off'])),
    };
    signIn({ settings: answered as TGetNotificationSettingsResponse });
    const page = await settle(loadNotificationSettings(getArgs('/account/notificationSettings')));
    const types = (page.body as { settings: { type: string }[] }).settings.map((setting) => setting.type);
    expect(types).toEqual(follower);
    expect(types).not.toContain('crowdSubscriptionPastDue');
    expect(types).not.toContain('ideaAdded');
  });

  it('saves every shown toggle (unchecked = off) with the version', async () => {
    const api = signIn();
    const outcome = await settle(
      notificationSettingsAction(
        postArgs('/account/notificationSettings', {
          version: '3',
          types: 'ideaLiked,ideaCommented,crowdCreated',
          ideaLiked: 'on',
        }),
      ),
    );

    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { version: 3, ideaLiked: true, ideaCommented: false, crowdCreated: false },
    ]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'notifications_update_successful' });
  });

  it('shows each type’s digest and saves the chosen ones (daily, weekly, off)', async () => {
    const api = signIn({
      settings: makeNotificationSettings({
        version: 4,
        digests: { ...makeNotificationSettings().digests, ideaCommented: 'weekly' },
      }),
    });
    const page = await settle(loadNotificationSettings(getArgs('/account/notificationSettings')));
    const settings = (page.body as { settings: { type: string; digest: string }[] }).settings;
    expect(settings.find((setting) => setting.type === 'ideaCommented')?.digest).toBe('weekly');

    await settle(
      notificationSettingsAction(
        postArgs('/account/notificationSettings', {
          version: '4',
          types: 'ideaLiked,ideaCommented',
          ideaLiked: 'on',
          digest_ideaLiked: 'daily',
          digest_ideaCommented: 'off',
        }),
      ),
    );
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { version: 4, ideaLiked: true, ideaCommented: false, digests: { ideaLiked: 'daily', ideaCommented: 'off' } },
    ]);
  });

  it('refuses an unknown digest choice without calling the API', async () => {
    const api = signIn();
    const outcome = await settle(
      notificationSettingsAction(
        postArgs('/account/notificationSettings', { version: '4', types: 'ideaLiked', digest_ideaLiked: 'hourly' }),
      ),
    );
    expect(outcome.status).toBe(422);
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('notification history', () => {
  const many = Array.from({ length: 45 }, (_, index) =>
    makeNotification({ createdAt: new Date(Date.UTC(2025, 5, 1) - index * 60_000).toISOString() }),
  );

  it('loads 20 newest first, and n × 20 for ?page=n ("load more" without JavaScript)', async () => {
    const api = signIn({ notifications: many });
    const first = await settle(loadNotificationHistory(getArgs('/account/notificationHistory')));
    expect(first.body).toMatchObject({ page: 1, allCount: 45, hasMore: true });
    expect((first.body as { notifications: unknown[] }).notifications).toHaveLength(20);
    expect(api.calls.find((call) => call.path === '/notification')?.query).toEqual({ offset: '0', limit: '20' });

    const third = await settle(loadNotificationHistory(getArgs('/account/notificationHistory?page=3')));
    const body = third.body as { notifications: { id: number }[]; hasMore: boolean };
    expect(body.notifications.map((notification) => notification.id)).toEqual(many.map((n) => n.id));
    expect(body.hasMore).toBe(false);
  });

  it('shows the empty state while the API answers 404', async () => {
    signIn({ notifications: { status: 404 } });
    const page = await settle(loadNotificationHistory(getArgs('/account/notificationHistory')));
    expect(page.body).toMatchObject({ notifications: [], allCount: 0, hasMore: false });
  });

  it('marks all as read (PUT /notification without ids) and comes back to the same list', async () => {
    const api = signIn({ notifications: many });
    const outcome = await settle(notificationHistoryAction(postArgs('/account/notificationHistory?page=2', {})));
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/notification', query: {}, body: {} },
    ]);
    expect(outcome.location).toBe('/account/notificationHistory?page=2');
  });
});
