import { Link } from '@remix-run/react';
import { CalendarClock, CreditCard, EyeOff, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrowdBanner } from './crowd-banners';
import { crowdTabPath } from './crowd-tabs';

/**
 * The admin area's banners (spec 2). The subscription tab does not exist yet, so the two
 * subscription banners carry no link; the others lead to the tab that fixes them.
 */
export function CrowdBanners({ crowdId, banners }: { crowdId: number; banners: CrowdBanner[] }) {
  const { t } = useTranslation('crowdAdmin');
  if (banners.length === 0) return null;
  return (
    <ul className="mb-6 grid gap-2" aria-label={t('layout.banners.label')}>
      {banners.map((banner) => {
        switch (banner.kind) {
          case 'trial':
            return (
              <Banner key="trial" icon={<CalendarClock />}>
                {banner.daysLeft === 0
                  ? t('layout.banners.trialEndsToday')
                  : t('layout.banners.trial', { count: banner.daysLeft })}
              </Banner>
            );
          case 'noSubscription':
            return (
              <Banner key="noSubscription" icon={<CreditCard />}>
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
