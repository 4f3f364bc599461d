import type { TSite } from '@crowd/contracts/hosts';
import { Suspense, type ReactNode } from 'react';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import type { TopBarNotifications } from '~/components/layout/nav-entry';
import type { SiteAccess } from '~/features/crowd/crowd-access';
import { lazyComponents } from '~/lib/lazy-components';
import type { UiUser } from '~/lib/ui-user';
import { CrowdShell } from './crowd-shell';
import { MainShell } from './main-shell';
import type { ShellCrowd } from './shell-crowd';
import { NoScriptBell } from './no-script-bell';
import { NotificationBell, NotificationsDrawerEntry } from './notification-bell';
import type { NotificationSource } from './notification-source';
import type { ShellNotifications } from './shell-notifications';
import { LiveNotificationsContext, useShellNotifications } from './use-shell-notifications';

/** Only a crowd that may not be shown has it: a chunk of its own. */
const blockingScreen = lazyComponents(() => import('./blocking-screen'), { serverMarkup: '[data-blocking-screen]' });
const BlockingScreen = blockingScreen.component((module) => module.BlockingScreen);

/**
 * A page shared with the readers of a role, before the browser filled in its reader's bell: without
 * JavaScript it stays a link to the history (decision 041).
 */
const PENDING_BAR: TopBarNotifications = { bell: <NoScriptBell />, drawerEntry: () => null };

export interface SiteShellProps {
  site: TSite;
  access: SiteAccess | null;
  crowd: ShellCrowd | null;
  user: UiUser | null;
  /** The signed-in user's newest notifications and counts (root loader); null for a visitor. */
  notifications?: ShellNotifications | null;
  /** The page was shared with the crowd's readers and the browser is still fetching its user (`useReaderParts`). */
  userPending?: boolean;
  /** Where live notifications come from (the socket by default; tests drive their own). */
  notificationSource?: NotificationSource;
  mainSiteUrl: string;
  year: number;
  children: ReactNode;
}

/**
 * The chrome of the host's site: a crowd's blocking screen instead of the page, the crowd's
 * shell, the login host's plain page, or the main site's shell.
 */
export function SiteShell({
  site,
  access,
  crowd,
  user,
  notifications = null,
  userPending = false,
  notificationSource,
  mainSiteUrl,
  year,
  children,
}: SiteShellProps) {
  // The bell (and its connection) belongs to the bars: none on the login host or a blocking screen.
  const blocked = site.kind === 'login' || (site.kind === 'crowd' && access !== 'ok');
  const live = useShellNotifications(user && !blocked ? notifications : null, user?.id ?? null, notificationSource);
  const bar: TopBarNotifications | null = live
    ? {
        bell: <NotificationBell live={live} mainSiteUrl={mainSiteUrl} />,
        drawerEntry: (className) => <NotificationsDrawerEntry live={live} className={className} />,
      }
    : userPending && !blocked
      ? PENDING_BAR
      : null;
  const page = <LiveNotificationsContext.Provider value={live}>{children}</LiveNotificationsContext.Provider>;
  if (site.kind === 'crowd' && access !== 'ok') {
    return (
      <Suspense fallback={null}>
        <BlockingScreen access={access ?? 'not_found'} mainSiteUrl={mainSiteUrl} />
      </Suspense>
    );
  }
  if (site.kind === 'crowd' && crowd) {
    return (
      <CrowdShell
        crowd={crowd}
        user={user}
        notifications={bar}
        userPending={userPending}
        mainSiteUrl={mainSiteUrl}
        year={year}
      >
        {page}
      </CrowdShell>
    );
  }
  if (site.kind === 'login') {
    return (
      <>
        <SkipLink />
        <MainContent className="flex min-h-screen flex-col bg-muted/40">{children}</MainContent>
      </>
    );
  }
  return (
    <MainShell user={user} notifications={bar} userPending={userPending} year={year}>
      {page}
    </MainShell>
  );
}
