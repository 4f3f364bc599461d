import { PRODUCT_NAME } from '@crowd/contracts/text';
import { EyeOff, Lock, PowerOff, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SiteAccess } from '~/features/crowd/crowd-access';
import { LogoMark } from '~/components/layout/logo';
import { MainContent, SkipLink } from '~/components/layout/skip-link';
import { Message } from '~/i18n/message';

const SCREENS = {
  disabled: { icon: PowerOff, title: 'crowdBlocked.disabledTitle', text: 'crowd_is_disabled' },
  not_found: { icon: SearchX, title: 'crowdBlocked.notFoundTitle', text: 'crowd_does_not_exist' },
  hidden: { icon: EyeOff, title: 'crowdBlocked.hiddenTitle', text: 'crowd_not_visible_owner' },
  private: { icon: Lock, title: 'crowdSite:home.private.title', text: 'crowdSite:home.private.text' },
  sign_in: { icon: Lock, title: 'crowdBlocked.privateTitle', text: 'crowd_private_login_required' },
} as const;

/** What a crowd host shows instead of the crowd when it may not be shown (spec 2.1). */
export function BlockingScreen({ access, mainSiteUrl }: { access: Exclude<SiteAccess, 'ok'>; mainSiteUrl: string }) {
  const { t } = useTranslation();
  const screen = SCREENS[access];
  const Icon = screen.icon;
  const goToMainSite = t('crowdBlocked.goToMainSite', { product: PRODUCT_NAME });
  return (
    <>
      <SkipLink />
      <MainContent className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-background px-4 text-center">
        <a
          href={mainSiteUrl}
          className="mb-10 inline-flex items-center gap-2 text-lg font-bold"
          aria-label={goToMainSite}
        >
          <LogoMark className="size-10" />
          {PRODUCT_NAME}
        </a>
        <div
          data-blocking-screen=""
          className="flex max-w-md flex-col items-center gap-3 rounded-2xl border bg-card p-8 shadow-sm"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Icon className="size-7" />
          </span>
          <h1 className="text-xl font-semibold">{t(screen.title)}</h1>
          <p className="text-muted-foreground">
            <Message text={screen.text} />
          </p>
          <a href={mainSiteUrl} className="mt-2 text-sm font-medium text-primary hover:underline">
            {goToMainSite}
          </a>
        </div>
      </MainContent>
    </>
  );
}
