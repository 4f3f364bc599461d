import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '~/components/layout/footer';
import { ScrollToTop } from '~/components/layout/scroll-to-top';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import { TopBar } from '~/components/layout/top-bar';
import { CrowdBrand } from '~/features/crowd/crowd-brand';
import type { UiUser } from '~/lib/ui-user';
import type { ShellCrowd } from './shell-crowd';

/** A crowd site's chrome: the crowd's brand and its navigation. */
export function CrowdShell({
  crowd,
  user,
  year,
  children,
}: {
  crowd: ShellCrowd;
  user: UiUser | null;
  year: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar brand={<CrowdBrand crowd={crowd} />} items={[{ to: '/', label: t('nav.home') }]} user={user} />
      <MainContent className="flex-1">{children}</MainContent>
      <Footer year={year} />
      <ScrollToTop />
    </div>
  );
}
