import { Link } from '@remix-run/react';
import { CalendarClock, CreditCard, EyeOff, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrowdBanner } from './crowd-banners';
import { crowdTabPath } from './crowd-tabs';
import { useLiveUntilDate } from './live-until';
import { RENEW_QUERY } from './subscription/flow-params';

/**
 * The admin area's banners (spec 2), each leading to the tab that fixes it. The subscription tab is
 * the crowd admin's only, so a manager sees the subscription banners without a link.
 */
export function CrowdBanners({
  crowdId,
  banners,
  subscriptionTab,
}: {
  crowdId: number;
  banners: CrowdBanner[];
  /** Whether the user may open the subscription tab. */
  subscriptionTab: boolean;
}) {
  const { t } = useTranslation('crowdAdmin');
  const liveUntil = useLiveUntilDate();
  if (banners.length === 0) return null;
  const subscriptionLink = (label: string, query = '') =>
    subscriptionTab ? { to: `${crowdTabPath(crowdId, 'subscription')}${query}`, label } : undefined;
  return (
    <ul className="mb-6 grid gap-2" aria-label={t('layout.banners.label')}>
      {banners.map((banner) => {
        switch (banner.kind) {
          case 'trial':
            return (
              <Banner key="trial" icon={<CalendarClock />} link={subscriptionLink(t('layout.banners.trialLink'))}>
                {banner.daysLeft === 0
                  ? t('layout.banners.trialEndsToday')
                  : t('layout.banners.trial', { count: banner.daysLeft })}
              </Banner>
            );
          case 'cancelled':
            return (
              <Banner
                key="cancelled"
                icon={<CalendarClock />}
                link={subscriptionLink(t('layout.banners.cancelledLink'), RENEW_QUERY)}
              >
                {t('layout.banners.cancelled', { date: liveUntil(banner.until) })}
              </Banner>
            );
          case 'unpaid':
            return (
              <Banner key="unpaid" icon={<CreditCard />} link={subscriptionLink(t('layout.banners.unpaidLink'))}>
                {t(banner.deactivated ? 'layout.banners.deactivated' : 'layout.banners.pastDue')}
              </Banner>
            );
          case 'noSubscription':
            return (
              <Banner
                key="noSubscription"
                icon={<CreditCard />}
                link={subscriptionLink(t('layout.banners.noSubscriptionLink'))}
              >
                {t('layout.banners.noSubscription')}
              </Banner>
            );
          case 'noLogo':
            return (
              <Banner
                key="noLogo"
                icon={<ImageOff />}
                link={{ to: crowdTabPath(crowdId, 'theming'), label: t('layout.banners.noLogoLink') }}
              >
                {t('layout.banners.noLogo')}
              </Banner>
            );
          case 'notVisible':
            return (
              <Banner
                key="notVisible"
                icon={<EyeOff />}
                link={{ to: crowdTabPath(crowdId, 'profile'), label: t('layout.banners.notVisibleLink') }}
              >
                {t('layout.banners.notVisible')}
              </Banner>
            );
        }
      })}
    </ul>
  );
}

function Banner({
  icon,
  link,
  children,
}: {
  icon: ReactNode;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 [&_svg]:size-4 [&_svg]:shrink-0">
      <span aria-hidden>{icon}</span>
      <span className="flex-1">{children}</span>
      {link ? (
        <Link to={link.to} className="font-semibold underline underline-offset-2 hover:no-underline">
          {link.label}
        </Link>
      ) : null}
    </li>
  );
}
