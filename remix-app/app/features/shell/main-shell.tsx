import { PRODUCT_NAME } from '@crowd/contracts/text';
import { Link } from '@remix-run/react';
import { LayoutGrid, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '~/components/layout/footer';
import { Logo } from '~/components/layout/logo';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import { ScrollToTop } from '~/components/layout/scroll-to-top';
import type { TopBarNotifications } from '~/components/layout/nav-entry';
import { TopBar } from '~/components/layout/top-bar';
import type { UiUser } from '~/lib/ui-user';

/** The main site's chrome: the product's top bar and footer around the page. */
export function MainShell({
  user,
  notifications,
  userPending = false,
  year,
  children,
}: {
  user: UiUser | null;
  notifications?: TopBarNotifications | null;
  /** The page was shared with the site's signed-in readers and the browser is still fetching its user. */
  userPending?: boolean;
  year: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar
        brand={
          <Link to="/" className="shrink-0" aria-label={PRODUCT_NAME}>
            <Logo />
          </Link>
        }
        items={[{ to: '/', label: t('nav.home') }]}
        user={user}
        notifications={notifications}
        userPending={userPending}
        userLinks={[
          { to: '/crowds', label: t('nav.myCrowds'), icon: <LayoutGrid /> },
          { to: '/ideas', label: t('nav.myIdeas'), icon: <Lightbulb /> },
        ]}
      />
      <MainContent className="flex-1">{children}</MainContent>
      <Footer year={year} />
      <ScrollToTop />
    </div>
  );
}
