import { Link, useLocation } from '@remix-run/react';
import { Menu } from 'lucide-react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useDialogOnDemand } from '~/components/ui/dialog-on-demand';
import { lazyComponents } from '~/lib/lazy-components';
import type { UiUser } from '~/lib/ui-user';
import { cn } from '~/lib/utils';
import { LanguageSwitch } from './language-switch';
import { NavEntry, type NavItem, type TopBarNotifications } from './nav-entry';
import { useScrolledPast } from './scroll-to-top';
import type { UserMenuLink } from './user-links';
import { LogoutForm, NoScriptUserLinks, UserMenu, UserMenuPlaceholder, useLoginHref } from './user-menu';

/** The drawer's panel, a chunk of its own: loaded when a phone's visitor first opens it. */
const drawerPanel = lazyComponents(() => import('./mobile-drawer-panel'));
const DrawerPanel = drawerPanel.component((module) => module.MobileDrawerPanel);

/**
 * The top bar of both sites: brand on the left, links, language switch and the user's menu (or a
 * log-in link) on the right; below 768 px the links move into a drawer. Without JavaScript the
 * drawer cannot open, so the links stay in the bar (see the `no-js` rules in root).
 */
export function TopBar({
  brand,
  items,
  user,
  userLinks = [],
  action,
  notifications,
  userPending = false,
}: {
  brand: ReactNode;
  items: NavItem[];
  user: UiUser | null;
  notifications?: TopBarNotifications | null;
  /** The page was shared with the readers of the crowd: the browser is fetching its user, whose menu takes this place. */
  userPending?: boolean;
  /** The site's own entries of the user's menu (e.g. "My crowds"). */
  userLinks?: UserMenuLink[];
  /** The site's main call to action, always in the bar (the crowd site's add-idea button). */
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(0);
  const loginHref = useLoginHref();
  const onLoginPage = useLocation().pathname === '/login';

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 transition-shadow',
        scrolled && 'shadow-md',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4">
        {brand}
        <nav aria-label={t('nav.main')} className="js-desktop-only hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavEntry key={item.to} item={item} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {action}
          <LanguageSwitch className="js-desktop-only hidden md:inline-flex" />
          {user ? (
            <>
              {notifications?.bell}
              <LogoutForm />
              <UserMenu user={user} links={userLinks} />
              <NoScriptUserLinks links={userLinks} />
            </>
          ) : userPending ? (
            <>
              {notifications?.bell}
              <UserMenuPlaceholder data-testid="user-pending" />
              {/* The same for every reader of the role: a browser without JavaScript is served this page too (decision 041). */}
              <NoScriptUserLinks links={userLinks} />
            </>
          ) : onLoginPage ? null : (
            <Button asChild size="sm" variant="outline" className="js-desktop-only hidden md:inline-flex">
              <Link to={loginHref}>{t('nav.login')}</Link>
            </Button>
          )}
          <MobileDrawer
            brand={brand}
            items={items}
            user={user}
            userLinks={userLinks}
            loginHref={loginHref}
            notifications={notifications}
          />
        </div>
      </div>
    </header>
  );
}

function MobileDrawer(props: {
  brand: ReactNode;
  items: NavItem[];
  user: UiUser | null;
  userLinks: UserMenuLink[];
  loginHref: string;
  notifications?: TopBarNotifications | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { open, setOpen, mounted, returnFocus, triggerProps } = useDialogOnDemand(drawerPanel.preload);
  // Following a link or switching the language inside the drawer closes it.
  useEffect(() => setOpen(false), [location.key, setOpen]);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="js-only md:hidden"
        aria-label={t('nav.openMenu')}
        {...triggerProps}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <DrawerPanel {...props} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
