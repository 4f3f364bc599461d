import { Link } from '@remix-run/react';
import { LayoutDashboard, UserRound } from 'lucide-react';
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
import { fileUrl, type UiUser } from '~/features/user/ui-user';

export function UserAvatar({ user, className }: { user: UiUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.avatarImageId ? <AvatarImage src={fileUrl(user.avatarImageId)} alt="" /> : null}
      <AvatarFallback>{initials(user.name || user.email)}</AvatarFallback>
    </Avatar>
  );
}

/** The signed-in user's menu: account and dashboard (sign-out arrives with sign-in). */
export function UserMenu({ user, dashboardHref }: { user: UiUser; dashboardHref: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t('nav.userMenu')}
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">
          <span className="block truncate">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound />
            {t('nav.myAccount')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={dashboardHref}>
            <LayoutDashboard />
            {t('nav.dashboard')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
