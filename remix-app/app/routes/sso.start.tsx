import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Button } from '~/components/ui/button';
import { AuthPage } from '~/features/auth/auth-layout';
import { useAuthRoot } from '~/features/auth/auth-root';
import { AuthStatus } from '~/features/auth/auth-status';
import { ssoStartLoader } from '~/features/auth/sso.server';
import { pageMeta } from '~/features/shell/page-meta';
import { Message } from '~/i18n/message';

export const loader = ssoStartLoader;

/** Shown only when the address to return to is not one of ours (no open redirect). */
export default function SsoStart() {
  const { t } = useTranslation('auth');
  const { error } = useLoaderData<typeof loader>();
  const { mainSiteUrl } = useAuthRoot();
  return (
    <AuthPage title={t('sso.refusedTitle')} legal={false}>
      <AuthStatus tone="error" message={<Message text={error} />}>
        <Button asChild variant="outline" size="lg" className="w-full">
          <a href={mainSiteUrl}>{t('common:backToHome')}</a>
        </Button>
      </AuthStatus>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
