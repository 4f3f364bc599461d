import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { activationLoader } from '~/features/auth/activation.server';
import { TokenOutcomePage } from '~/features/auth/auth-status';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = activationLoader;

/** Spec 2.4: the activation link's outcome (success, invalid, used) with the server's message. */
export default function AccountActivation() {
  const { t } = useTranslation('auth');
  const outcome = useLoaderData<typeof loader>();
  return (
    <TokenOutcomePage
      outcome={outcome}
      successTitle={t('activation.successTitle')}
      failedTitle={t('activation.failedTitle')}
    />
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
