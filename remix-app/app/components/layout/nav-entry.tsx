import { NavLink } from '@remix-run/react';
import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';

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

export const drawerLinkClass = cn(
  navLinkClass({ isActive: false }),
  'flex items-center gap-3 text-base [&_svg]:size-5',
);

/** A link of the top bar's navigation (in the bar, or in the drawer below 768 px). */
export function NavEntry({ item, className }: { item: NavItem; className?: string }) {
  return (
    <NavLink to={item.to} className={(state) => cn(navLinkClass(state), className)}>
      {item.icon}
      {item.label}
    </NavLink>
  );
}
