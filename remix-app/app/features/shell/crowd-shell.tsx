import { isCrowdStaff } from '@crowd/contracts/enum-values';
import { EyeOff, LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '~/components/layout/footer';
import { ScrollToTop } from '~/components/layout/scroll-to-top';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import type { TopBarNotifications } from '~/components/layout/nav-entry';
import { TopBar } from '~/components/layout/top-bar';
import { CrowdBrand } from '~/features/crowd/crowd-brand';
import { AddIdeaButton } from '~/features/idea-form/add-idea-button';
import type { UserMenuLink } from '~/components/layout/user-links';
import type { UiUser } from '~/lib/ui-user';
import type { ShellCrowd } from './shell-crowd';

/**
 * A crowd site's chrome: the crowd's brand and its navigation. The crowd's admins and managers
 * get a link to its settings on the main site (silent single sign-on signs them in there).
 */
export function CrowdShell({
  crowd,
  user,
  notifications,
  userPending = false,
  mainSiteUrl,
  year,
  children,
}: {
  crowd: ShellCrowd;
  user: UiUser | null;
  notifications?: TopBarNotifications | null;
  /** The browser is still fetching the user of a page shared with the crowd's readers. */
  userPending?: boolean;
  mainSiteUrl: string;
  year: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const administers = isCrowdStaff(crowd.role);
  const userLinks: UserMenuLink[] = administers
    ? [
        {
          href: new URL(`/crowds/${crowd.id}`, mainSiteUrl).toString(),
          label: t('nav.dashboard'),
          icon: <LayoutDashboard />,
        },
      ]
    : [];
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar
        brand={<CrowdBrand crowd={crowd} />}
        items={[{ to: '/', label: t('nav.home') }]}
        user={user}
        notifications={notifications}
        userPending={userPending}
        userLinks={userLinks}
        action={<AddIdeaButton full={crowd.ideasFull} />}
      />
      {crowd.visible ? null : (
        <p
          role="note"
          className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900"
        >
          <EyeOff className="size-4 shrink-0" aria-hidden />
          {t('crowdPreview.hidden')}
        </p>
      )}
      <MainContent className="flex-1">{children}</MainContent>
      <Footer year={year} />
      <ScrollToTop />
    </div>
  );
}
