import { useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { EmailField } from '~/features/auth/auth-fields';
import { AuthPage, BackToLogin } from '~/features/auth/auth-layout';
import { AuthStatus } from '~/features/auth/auth-status';
import { resendActivationAction } from '~/features/auth/resend-activation.server';
import { SubmitButton } from '~/features/auth/submit-button';
import { resendActivationValidator } from '~/features/auth/validators';
import { pageMeta } from '~/features/shell/page-meta';

export const action = resendActivationAction;
export const meta = pageMeta;

/** A new activation link: the address asked for, or (when none was posted yet) a field for it. */
export default function ResendActivation() {
  const { t } = useTranslation('auth');
  const result = useActionData<typeof action>();
  const sent = result && 'sent' in result ? result.sent : null;

  if (sent) {
    return (
      <AuthPage title={t('activation.resentTitle')} below={<BackToLogin />} legal={false}>
        <AuthStatus tone="mail" message={t('activation.resentTo', { email: sent.email })} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={t('activation.resendTitle')}
      subtitle={t('activation.resendSubtitle')}
      below={<BackToLogin />}
      legal={false}
    >
      <ValidatedForm validator={resendActivationValidator} method="post" noValidate className="grid gap-4">
        <EmailField />
        <SubmitButton label={t('activation.resend')} pendingLabel={t('activation.resending')} />
      </ValidatedForm>
    </AuthPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
