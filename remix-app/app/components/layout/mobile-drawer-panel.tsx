import { Link } from '@remix-run/react';
import { LogIn, LogOut, UserRound } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '~/components/ui/dialog';
import type { UiUser } from '~/lib/ui-user';
import { LanguageSwitch } from './language-switch';
import { drawerLinkClass, NavEntry, type NavItem, type TopBarNotifications } from './nav-entry';
import { UserAvatar, UserMenuAnchor, type UserMenuLink } from './user-links';
import { LOGOUT_FORM_ID } from './user-menu';

/** The top bar's drawer below 768 px: the site's links, the user's, the language and log-in or -out. */
export function MobileDrawerPanel({
  open,
  onOpenChange,
  returnFocus,
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" returnFocus={returnFocus}>
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
