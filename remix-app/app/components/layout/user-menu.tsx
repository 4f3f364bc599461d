import { Form, useLocation } from '@remix-run/react';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthPath } from '~/lib/auth-paths';
import { lazyComponents } from '~/lib/lazy-components';
import { loginUrl } from '~/lib/request-paths';
import type { UserMenuLink } from './user-links';

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

/** The round placeholder where the user's menu will be (its user or its chunk still on the way): only the script fills it. */
export function UserMenuPlaceholder(props: { 'data-testid'?: string }) {
  return <span aria-hidden className="js-only block size-9 rounded-full bg-muted" {...props} />;
}

/** A page whose server markup holds the menu's trigger loads the chunk before hydrating. */
const userMenuDropdown = lazyComponents(() => import('./user-menu-dropdown'), { serverMarkup: '[data-user-menu]' });
const UserMenuDropdown = userMenuDropdown.component((module) => module.UserMenu);

/** The signed-in user's menu (spec 2.6), loaded with the first signed-in page. */
export function UserMenu(props: ComponentProps<typeof UserMenuDropdown>) {
  return (
    <Suspense fallback={<UserMenuPlaceholder />}>
      <UserMenuDropdown {...props} />
    </Suspense>
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
