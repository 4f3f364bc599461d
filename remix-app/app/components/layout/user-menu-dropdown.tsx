import { Link, useSubmit } from '@remix-run/react';
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import type { UiUser } from '~/lib/ui-user';
import { UserAvatar, UserMenuAnchor, type UserMenuLink } from './user-links';

/**
 * The signed-in user's menu (spec 2.6): the site's own links, my account and logout. A chunk of its
 * own (`UserMenu` in `user-menu`), with Radix's menu: a visitor's page never loads it.
 */
export function UserMenu({ user, links = [] }: { user: UiUser; links?: UserMenuLink[] }) {
  const { t } = useTranslation();
  // The menu's content unmounts as it closes, so the item submits the logout itself.
  const submit = useSubmit();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-user-menu=""
        className="flex items-center gap-2 rounded-full py-0.5 pl-0.5 pr-1 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:pr-3"
      >
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
