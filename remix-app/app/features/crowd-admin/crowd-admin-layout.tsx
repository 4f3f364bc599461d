import { Link, Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import { ChevronLeft, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '~/components/ui/button';
import { NavTabs, type NavTabItem } from '~/components/ui/tabs';
import { cn } from '~/lib/utils';
import type { loadCrowdAdminLayout } from './crowd-admin-layout.server';
import { CrowdBanners } from './crowd-banners-view';
import { crowdTabPath } from './crowd-tabs';

const CROWD_ADMIN_LAYOUT_ID = 'routes/crowds.$crowdId';

/** The crowd (and its visible tabs) as the layout loaded it, for any tab below it. */
export function useAdminCrowd() {
  const loaded = useRouteLoaderData<typeof loadCrowdAdminLayout>(CROWD_ADMIN_LAYOUT_ID);
  if (!loaded) throw new Error('useAdminCrowd outside /crowds/{crowdId}');
  return loaded;
}

/** Tabs on wide screens, a dropdown below 768 px (spec 2); the tab's page below them. */
export function CrowdAdminLayout() {
  const { t } = useTranslation('crowdAdmin');
  const { crowd, tabs, banners, siteUrl } = useAdminCrowd();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';

  const items: NavTabItem[] = tabs.map((tab) => ({
    to: tab === 'profile' && path.endsWith('/profile') ? `/crowds/${crowd.id}/profile` : crowdTabPath(crowd.id, tab),
    label: t(`layout.tabs.${tab}`),
    end: tab === 'profile',
  }));
  // The profile tab's address (/crowds/7) prefixes every other tab's, so it is active on itself only.
  const active = items.find((item) => path === item.to || (!item.end && path.startsWith(`${item.to}/`))) ?? items[0];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <header className="mb-6">
        <Link
          to="/crowds"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t('layout.back')}
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{crowd.title || t('layout.untitled')}</h1>
          <PreviewButton siteUrl={siteUrl} />
        </div>
      </header>
      <CrowdBanners crowdId={crowd.id} banners={banners} subscriptionTab={tabs.includes('subscription')} />
      <NavTabs key={path} items={items} activeLabel={active?.label} label={t('layout.tabs.label')} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

/** Spec 2: "crowd homepage preview" opens the crowd's site in a new tab; without a site yet it says why not. */
function PreviewButton({ siteUrl }: { siteUrl: string | null }) {
  const { t } = useTranslation('crowdAdmin');
  if (siteUrl) {
    return (
      <a href={siteUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
        <ExternalLink aria-hidden />
        {t('layout.preview')}
        <span className="sr-only">{t('layout.newTab')}</span>
      </a>
    );
  }
  return (
    <div className="grid justify-items-end gap-1">
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: 'outline' }), 'cursor-not-allowed opacity-50')}
      >
        <ExternalLink aria-hidden />
        {t('layout.preview')}
      </span>
      <span className="text-xs text-muted-foreground">{t('layout.previewNoSite')}</span>
    </div>
  );
}
