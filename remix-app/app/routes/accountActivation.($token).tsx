import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Button } from '~/components/ui/button';
import { activationLoader } from '~/features/auth/activation.server';
import { AuthPage, BackToLogin } from '~/features/auth/auth-layout';
import { AuthStatus } from '~/features/auth/auth-status';

export const loader = activationLoader;

/** Spec 2.4: the activation link's outcome (success, invalid, used) with the server's message. */
export default function AccountActivation() {
  const { t } = useTranslation('auth');
  const outcome = useLoaderData<typeof loader>();

  if (outcome.status === 'success') {
    return (
      <AuthPage title={t('activation.successTitle')} legal={false}>
        <AuthStatus tone="success" message={t(`messages:${outcome.message}`)}>
          <Button asChild size="lg" className="w-full">
            <Link to="/login">{t('goToLogin')}</Link>
          </Button>
        </AuthStatus>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('activation.failedTitle')} below={<BackToLogin />} legal={false}>
      <AuthStatus tone="error" message={t(`messages:${outcome.message}`)} />
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
