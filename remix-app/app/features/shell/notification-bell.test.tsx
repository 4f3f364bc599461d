/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import '../../../test/fetch-globals';
import { resources } from '@crowd/i18n';
import type { TLocale } from '@crowd/contracts/locales';
import type { TNotification } from '@crowd/contracts/schemas';
import { Outlet, useLoaderData } from '@remix-run/react';
import { renderInRoute } from '../../../test/render';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import type { NotificationListener, NotificationSource } from './notification-source';
import type { ShellNotifications } from './shell-notifications';
import { NotificationHistoryPage } from '~/features/account/notification-history-page';
import { relativeTime } from './notification-dropdown';
import { SiteShell, type SiteShellProps } from './site-shell';

// Radix's popper measures the menu; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const user = { id: 1, name: 'Jane Doe', email: 'jane@example.com', avatarImageId: null } as SiteShellProps['user'];

let nextId = 100;
const makeNotification = (overrides: Partial<TNotification> = {}): TNotification => ({
  id: nextId++,
  type: 'ideaLiked',
  entityType: 'idea',
  entityId: (overrides.id ?? nextId) + 1,
  crowdId: 10,
  data: { name: 'An idea' },
  createdAt: new Date().toISOString(),
  readAt: null,
  ...overrides,
});

/** A live source the test drives: what the socket would push. */
function liveSource() {
  const listeners = new Set<NotificationListener>();
  const source: NotificationSource = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    source,
    listeners,
    push: (notification: TNotification) =>
      act(() => listeners.forEach((listener) => listener.onNotification(notification))),
    reconnect: () => act(() => listeners.forEach((listener) => listener.onReconnect())),
  };
}

/** The root loader's notifications, as the API would answer them now. */
let server: ShellNotifications;
let loads = 0;
let marked = 0;

function renderShell(
  live: ReturnType<typeof liveSource>,
  { locale = 'en', signedIn = true, url = '/' }: { locale?: string; signedIn?: boolean; url?: string } = {},
) {
  function Root() {
    const loaded = useLoaderData<{ notifications: ShellNotifications }>();
    return (
      <SiteShell
        site={{ kind: 'main' }}
        access={null}
        crowd={null}
        user={signedIn ? user : null}
        notifications={signedIn ? loaded.notifications : null}
        notificationSource={live.source}
        mainSiteUrl="http://localhost:3000"
        year={2030}
      >
        <Outlet />
      </SiteShell>
    );
  }
  return renderRoutes(
    [
      {
        path: '/',
        Component: Root,
        loader: () => {
          loads += 1;
          return { notifications: server };
        },
        children: [
          { index: true, Component: () => <h1>Page</h1> },
          {
            path: 'account/notificationHistory',
            Component: NotificationHistoryPage,
            loader: () => ({ ...server, page: 1, available: true, hasMore: false }),
          },
        ],
      },
      {
        path: '/resources/notifications',
        action: () => {
          marked += 1;
          server = {
            ...server,
            unreadCount: 0,
            notifications: server.notifications.map((n) => ({ ...n, readAt: n.readAt ?? '2030-01-01T00:00:00.000Z' })),
          };
          return { ok: true, unreadCount: 0, readAt: '2030-01-01T00:00:00.000Z' };
        },
      },
    ],
    { locale: locale as TLocale, url },
  );
}

// An open menu hides the rest of the page from assistive technology, the bell too.
const bell = (count: number, locale: TLocale = 'en') =>
  screen.getByRole('button', {
    name: resources[locale].common.notifications.bellLabel.replace('{{count}}', String(count)),
    hidden: true,
  });

function openMenu(trigger: HTMLElement) {
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.getByRole('menu');
}

const newest = Array.from({ length: 5 }, (_, index) =>
  makeNotification({
    id: 900 - index,
    type: index === 0 ? 'ideaCommented' : 'ideaLiked',
    data: { name: `Idea ${index}`, domain: 'demo.localhost:3000' },
    createdAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
    readAt: index < 2 ? null : '2025-01-01T00:00:00.000Z',
  }),
);

beforeEach(() => {
  server = { notifications: newest, allCount: 12, unreadCount: 2 };
  loads = 0;
  marked = 0;
});

describe('the notification bell', () => {
  it('shows the server’s unread count and the 5 newest, unread marked, with their texts and links', async () => {
    const live = liveSource();
    renderShell(live);
    const trigger = await waitFor(() => bell(2));
    expect(within(trigger).getByTestId('notification-badge')).toHaveTextContent('2');

    const menu = openMenu(trigger);
    const items = within(menu).getAllByTestId('notification-item');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Someone commented on the idea “Idea 0”.');
    expect(items[0]).toHaveTextContent('1 hour ago');
    expect(items[0]).toHaveTextContent('Unread');
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(items[0]).toHaveAttribute('href', 'http://demo.localhost:3000/idea/901');
    expect(within(menu).getByRole('menuitem', { name: /Show all notifications/ })).toHaveAttribute(
      'href',
      '/account/notificationHistory',
    );
  });

  it('a live notification raises the count and tops the list; the same id twice counts once', async () => {
    const live = liveSource();
    renderShell(live);
    await waitFor(() => bell(2));
    expect(live.listeners.size).toBe(1);

    const fresh = makeNotification({ id: 1000, data: { name: 'Brand new' }, createdAt: new Date().toISOString() });
    live.push(fresh);
    live.push(fresh);
    live.push(newest[1]!);
    const trigger = bell(3);

    const items = within(openMenu(trigger)).getAllByTestId('notification-item');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Someone likes your idea “Brand new”.');
    expect(items.some((item) => item.textContent?.includes('Idea 4'))).toBe(false);
  });

  it('mark all as read posts to the resource route and the badge goes', async () => {
    const live = liveSource();
    renderShell(live);
    const menu = openMenu(await waitFor(() => bell(2)));
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Mark all as read/ }));
    await waitFor(() => expect(bell(0)).toBeInTheDocument());
    expect(marked).toBe(1);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
  });

  it('the drawer has a notifications entry with the live count', async () => {
    const live = liveSource();
    renderShell(live);
    await waitFor(() => bell(2));
    live.push(makeNotification({ id: 2000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const entry = within(await screen.findByRole('dialog')).getByRole('link', { name: /Notifications/ });
    expect(entry).toHaveAttribute('href', '/account/notificationHistory');
    expect(entry).toHaveAccessibleName('Notifications 3 unread');
  });

  it('the history page adds a live notification on top and counts it', async () => {
    const live = liveSource();
    renderShell(live, { url: '/account/notificationHistory' });
    await screen.findByText('Someone likes your idea “Idea 1”.');
    live.push(makeNotification({ id: 3000, data: { name: 'Pushed' }, createdAt: new Date().toISOString() }));
    live.push(makeNotification({ id: 3000, data: { name: 'Pushed' }, createdAt: new Date().toISOString() }));
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Someone likes your idea “Pushed”.');
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(screen.getByText('6 of 13')).toBeInTheDocument();
  });

  it('a reconnect reads the counts again', async () => {
    const live = liveSource();
    renderShell(live);
    await waitFor(() => bell(2));
    const before = loads;
    server = { ...server, allCount: 13, unreadCount: 4 };
    live.reconnect();
    await waitFor(() => expect(bell(4)).toBeInTheDocument());
    expect(loads).toBe(before + 1);
  });

  it('shows the empty state in Slovak', async () => {
    server = { notifications: [], allCount: 0, unreadCount: 0 };
    renderShell(liveSource(), { locale: 'sk' });
    const menu = openMenu(await waitFor(() => bell(0, 'sk')));
    expect(menu).toHaveTextContent(resources.sk.common.empty.notifications);
    expect(within(menu).queryByRole('menuitem', { name: resources.sk.common.notifications.markAllRead })).toBeNull();
  });

  it('a signed-out visitor has no bell and no connection', async () => {
    const live = liveSource();
    renderShell(live, { signedIn: false });
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(live.listeners.size).toBe(0);
  });
});

it('a crowd’s blocking screen has no bell and opens no connection', async () => {
  const live = liveSource();
  renderInRoute(
    <SiteShell
      site={{ kind: 'crowd', by: 'subdomain', subdomain: 'secret' }}
      access="private"
      crowd={null}
      user={user}
      notifications={{ notifications: newest, allCount: 5, unreadCount: 2 }}
      notificationSource={live.source}
      mainSiteUrl="http://localhost:3000"
      year={2030}
    >
      <h1>Page</h1>
    </SiteShell>,
  );
  await screen.findByRole('main');
  expect(screen.queryByRole('button', { name: /Notifications/, hidden: true })).not.toBeInTheDocument();
  expect(live.listeners.size).toBe(0);
});

describe('relativeTime', () => {
  const now = Date.parse('2030-06-15T12:00:00.000Z');
  it.each([
    ['2030-06-15T12:00:30.000Z', 'en', 'now'],
    ['2030-06-15T11:59:30.000Z', 'en', 'now'],
    ['2030-06-15T11:55:00.000Z', 'en', '5 minutes ago'],
    ['2030-06-14T11:00:00.000Z', 'en', 'yesterday'],
    ['2030-06-15T09:00:00.000Z', 'sk', 'pred 3 hodinami'],
  ])('%s in %s is “%s”', (iso, language, expected) => {
    expect(relativeTime(iso, language, now)).toBe(expected);
  });
});
