import { Outlet, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { NavTabs, type NavTabItem } from '~/components/ui/tabs';
import type { loadAccountLayout } from './account-layout.server';

/** Tabs on wide screens, a dropdown below 768 px (spec 2.5); the credit-cards tab only for crowd admins. */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const { showCreditCards } = useLoaderData<typeof loadAccountLayout>();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';

  const items: NavTabItem[] = [
    // /account shows the profile too: there the tab points at the page itself so it reads as active.
    { to: path === '/account' ? '/account' : '/account/profile', label: t('tabs.profile'), end: true },
    { to: '/account/notificationSettings', label: t('tabs.notificationSettings') },
    { to: '/account/notificationHistory', label: t('tabs.notificationHistory') },
    ...(showCreditCards ? [{ to: '/account/creditCards', label: t('tabs.creditCards') }] : []),
  ];
  const active = items.find((item) => item.to === path) ?? items[0];

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </header>
      {/* Keyed by the page so the mobile dropdown closes after a choice. */}
      <NavTabs key={path} items={items} activeLabel={active?.label} label={t('tabs.label')} />
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
