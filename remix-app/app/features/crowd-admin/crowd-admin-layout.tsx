import { Link, Outlet, useLocation, useRouteLoaderData } from '@remix-run/react';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavTabs, type NavTabItem } from '~/components/ui/tabs';
import type { loadCrowdAdminLayout } from './crowd-admin-layout.server';
import { crowdTabPath } from './crowd-tabs';

export const CROWD_ADMIN_LAYOUT_ID = 'routes/crowds.$crowdId';

/** The crowd (and its visible tabs) as the layout loaded it, for any tab below it. */
export function useAdminCrowd() {
  const loaded = useRouteLoaderData<typeof loadCrowdAdminLayout>(CROWD_ADMIN_LAYOUT_ID);
  if (!loaded) throw new Error('useAdminCrowd outside /crowds/{crowdId}');
  return loaded;
}

/** Tabs on wide screens, a dropdown below 768 px (spec 2); the tab's page below them. */
export function CrowdAdminLayout() {
  const { t } = useTranslation('crowdAdmin');
  const { crowd, tabs } = useAdminCrowd();
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
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{crowd.title || t('layout.untitled')}</h1>
      </header>
      <NavTabs key={path} items={items} activeLabel={active?.label} label={t('layout.tabs.label')} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
