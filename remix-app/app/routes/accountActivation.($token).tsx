import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Button } from '~/components/ui/button';
import { activationLoader } from '~/features/auth/activation.server';
import { TokenOutcomePage } from '~/features/auth/auth-status';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = activationLoader;

/**
 * Spec 2.4: the activation link's outcome (success, invalid, used) with the server's message; on
 * success the visitor is signed in, otherwise they can ask for a new link.
 */
export default function AccountActivation() {
  const { t } = useTranslation('auth');
  const outcome = useLoaderData<typeof loader>();
  return (
    <TokenOutcomePage
      outcome={outcome}
      successTitle={t('activation.successTitle')}
      failedTitle={t('activation.failedTitle')}
      successAction={
        <Button asChild size="lg" className="w-full">
          <Link to="/">{t('activation.continue')}</Link>
        </Button>
      }
      failedAction={
        // An expired link is invalid too; a used one means the account is active already.
        outcome.status === 'invalid' ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/resendActivation">{t('activation.resend')}</Link>
          </Button>
        ) : undefined
      }
    />
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
