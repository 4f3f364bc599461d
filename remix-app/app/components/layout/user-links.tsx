import { Link } from '@remix-run/react';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage, initials } from '~/components/ui/avatar';
import { fileUrl, type UiUser } from '~/lib/ui-user';

/** The signed-in user's avatar: the bar's menu and the drawer show it. */
export function UserAvatar({ user, className }: { user: UiUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.avatarImageId ? <AvatarImage src={fileUrl(user.avatarImageId)} alt="" /> : null}
      <AvatarFallback aria-hidden>{initials(user.name || user.email)}</AvatarFallback>
    </Avatar>
  );
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
