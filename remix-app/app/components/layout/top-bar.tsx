import { Link, NavLink, useLocation } from '@remix-run/react';
import { LogIn, LogOut, Menu, UserRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '~/components/ui/dialog';
import type { UiUser } from '~/lib/ui-user';
import { cn } from '~/lib/utils';
import { LanguageSwitch } from './language-switch';
import { useScrolledPast } from './scroll-to-top';
import { UserAvatar, UserMenuAnchor, type UserMenuLink } from './user-links';
import {
  LOGOUT_FORM_ID,
  LogoutForm,
  NoScriptUserLinks,
  UserMenu,
  UserMenuPlaceholder,
  useLoginHref,
} from './user-menu';

/** The signed-in user's notifications in the bar (the bell) and in the drawer (an entry with the count). */
export interface TopBarNotifications {
  bell: ReactNode;
  drawerEntry: (className: string) => ReactNode;
}

export interface NavItem {
  to: string;
  label: string;
  icon?: ReactNode;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );

const drawerLinkClass = cn(navLinkClass({ isActive: false }), 'flex items-center gap-3 text-base [&_svg]:size-5');

function NavEntry({ item, className }: { item: NavItem; className?: string }) {
  return (
    <NavLink to={item.to} className={(state) => cn(navLinkClass(state), className)}>
      {item.icon}
      {item.label}
    </NavLink>
  );
}

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
            <UserMenuPlaceholder data-testid="user-pending" />
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

function MobileDrawer({
  brand,
  items,
  user,
  userLinks,
  loginHref,
  notifications,
}: {
  brand: ReactNode;
  items: NavItem[];
  user: UiUser | null;
  userLinks: UserMenuLink[];
  loginHref: string;
  notifications?: TopBarNotifications | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Following a link or switching the language inside the drawer closes it.
  useEffect(() => setOpen(false), [location.key]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="js-only md:hidden" aria-label={t('nav.openMenu')}>
          <Menu className="size-5" />
        </Button>
      </DialogTrigger>
      <SheetContent side="right">
        <DialogTitle className="sr-only">{t('nav.main')}</DialogTitle>
        <DialogDescription className="sr-only">{t('nav.main')}</DialogDescription>
        <div className="flex h-8 items-center pr-8">{brand}</div>
        {user ? (
          <div className="flex items-center gap-3 border-y py-4">
            <UserAvatar user={user} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
            </div>
          </div>
        ) : null}
        <nav aria-label={t('nav.main')} className="flex flex-col gap-1 pt-2">
          {items.map((item) => (
            <NavEntry key={item.to} item={item} className="flex items-center gap-3 text-base" />
          ))}
          {user
            ? userLinks.map((link) => (
                <UserMenuAnchor key={link.label} link={link} className={drawerLinkClass}>
                  {link.icon}
                  {link.label}
                </UserMenuAnchor>
              ))
            : null}
          {user ? notifications?.drawerEntry(drawerLinkClass) : null}
          {user ? (
            <NavEntry
              item={{ to: '/account', label: t('nav.myAccount'), icon: <UserRound className="size-5" /> }}
              className="flex items-center gap-3 text-base"
            />
          ) : null}
        </nav>
        <div className="mt-auto flex items-center justify-between gap-3 border-t pt-4">
          <LanguageSwitch />
          {user ? (
            <Button type="submit" form={LOGOUT_FORM_ID} variant="outline">
              <LogOut />
              {t('nav.logout')}
            </Button>
          ) : (
            <Button asChild>
              <Link to={loginHref}>
                <LogIn />
                {t('nav.login')}
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}
