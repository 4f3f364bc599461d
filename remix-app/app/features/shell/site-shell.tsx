import type { TSite } from '@crowd/contracts/hosts';
import type { ReactNode } from 'react';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import type { SiteAccess } from '~/features/crowd/crowd-access';
import type { UiUser } from '~/lib/ui-user';
import { BlockingScreen } from './blocking-screen';
import { CrowdShell } from './crowd-shell';
import { MainShell } from './main-shell';
import type { ShellCrowd } from './shell-crowd';

export interface SiteShellProps {
  site: TSite;
  access: SiteAccess | null;
  crowd: ShellCrowd | null;
  user: UiUser | null;
  mainSiteUrl: string;
  year: number;
  children: ReactNode;
}

/**
 * The chrome of the host's site: a crowd's blocking screen instead of the page, the crowd's
 * shell, the login host's plain page, or the main site's shell.
 */
export function SiteShell({ site, access, crowd, user, mainSiteUrl, year, children }: SiteShellProps) {
  if (site.kind === 'crowd' && access !== 'ok') {
    return <BlockingScreen access={access ?? 'not_found'} mainSiteUrl={mainSiteUrl} />;
  }
  if (site.kind === 'crowd' && crowd) {
    return (
      <CrowdShell crowd={crowd} user={user} mainSiteUrl={mainSiteUrl} year={year}>
        {children}
      </CrowdShell>
    );
  }
  if (site.kind === 'login') {
    return (
      <>
        <SkipLink />
        <MainContent className="flex min-h-screen flex-col bg-muted/40">{children}</MainContent>
      </>
    );
  }
  return (
    <MainShell user={user} year={year}>
      {children}
    </MainShell>
  );
}
