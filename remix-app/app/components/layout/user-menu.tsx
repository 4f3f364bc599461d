import { Form, Link, useLocation, useSubmit } from '@remix-run/react';
import { LogOut, UserRound } from 'lucide-react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage, initials } from '~/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { isAuthPath } from '~/lib/auth-paths';
import { fileUrl, type UiUser } from '~/lib/ui-user';
import { loginUrl } from '~/lib/request-paths';

export function UserAvatar({ user, className }: { user: UiUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.avatarImageId ? <AvatarImage src={fileUrl(user.avatarImageId)} alt="" /> : null}
      <AvatarFallback aria-hidden>{initials(user.name || user.email)}</AvatarFallback>
    </Avatar>
  );
}

/** The id of the top bar's logout form; the drawer's logout button submits it with `form=`. */
export const LOGOUT_FORM_ID = 'logout-form';

/** `POST /logout`: rendered once in the top bar, outside the menus (their content unmounts when closed). */
export function LogoutForm() {
  return <Form id={LOGOUT_FORM_ID} method="post" action="/logout" className="hidden" />;
}

/** `/login?redirectUrl=<this page>`, so signing in comes back here (not from the sign-in pages themselves). */
export function useLoginHref(): string {
  const location = useLocation();
  if (isAuthPath(location.pathname)) {
    return '/login';
  }
  return loginUrl(`${location.pathname}${location.search}`);
}

/**
 * A site's own entry of the user's menu, before "My account": a page of this host (`to`) or of
 * another one (`href`, e.g. the main site's admin area from a crowd site).
 */
export type UserMenuLink = { label: string; icon: ReactNode } & ({ to: string } | { href: string });

/** The link itself: a client-side `Link` on this host, a plain anchor to another. */
export const UserMenuAnchor = forwardRef<
  HTMLAnchorElement,
  { link: UserMenuLink } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>
>(function UserMenuAnchor({ link, ...props }, ref) {
  // The menu item (Radix `asChild`) hands its role, handlers and ref to the anchor.
  return 'to' in link ? <Link ref={ref} to={link.to} {...props} /> : <a ref={ref} href={link.href} {...props} />;
});

/** The signed-in user's menu (spec 2.6): the site's own links, my account and logout. */
export function UserMenu({ user, links = [] }: { user: UiUser; links?: UserMenuLink[] }) {
  const { t } = useTranslation();
  // The menu's content unmounts as it closes, so the item submits the logout itself.
  const submit = useSubmit();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-0.5 pl-0.5 pr-1 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:pr-3">
        <UserAvatar user={user} />
        <span className="js-desktop-only hidden max-w-40 truncate text-sm font-medium md:inline">{user.name}</span>
        {/* Named by what it shows (the user's name, on wide screens) and what it is. */}
        <span className="sr-only">{t('nav.userMenu')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="truncate">
          <span className="block truncate">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.label} asChild>
            <UserMenuAnchor link={link}>
              {link.icon}
              {link.label}
            </UserMenuAnchor>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound />
            {t('nav.myAccount')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => submit(null, { method: 'post', action: '/logout' })}>
          <LogOut />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Without JavaScript the menu cannot open: its links and a plain logout form are shown in the bar
 * instead.
 */
export function NoScriptUserLinks({ links = [] }: { links?: UserMenuLink[] }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <span className="flex items-center gap-2 text-sm">
        {links.map((link) => (
          <a
            key={link.label}
            href={'to' in link ? link.to : link.href}
            className="rounded-md px-2 py-1 font-medium hover:bg-accent"
          >
            {link.label}
          </a>
        ))}
        <a href="/account" className="rounded-md px-2 py-1 font-medium hover:bg-accent">
          {t('nav.myAccount')}
        </a>
        <form method="post" action="/logout">
          <button type="submit" className="rounded-md px-2 py-1 font-medium hover:bg-accent">
            {t('nav.logout')}
          </button>
        </form>
      </span>
    </noscript>
  );
}
