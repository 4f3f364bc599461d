import { useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { EmailField } from '~/features/auth/auth-fields';
import { AuthPage, BackToLogin } from '~/features/auth/auth-layout';
import { AuthStatus } from '~/features/auth/auth-status';
import { forgotPasswordAction } from '~/features/auth/password.server';
import { SubmitButton } from '~/features/auth/submit-button';
import { forgotPasswordValidator } from '~/features/auth/validators';
import { pageMeta } from '~/features/shell/page-meta';
import { Message } from '~/i18n/message';

export const action = forgotPasswordAction;

/** Spec 2.4: an e-mail field; the answer is the same whether or not the address has an account. */
export default function ForgotPassword() {
  const { t } = useTranslation('auth');
  const result = useActionData<typeof action>();
  const done = result && 'message' in result ? result.message : null;

  if (done) {
    return (
      <AuthPage title={t('forgotPassword.doneTitle')} below={<BackToLogin />} legal={false}>
        <AuthStatus tone="mail" message={<Message text={done} />} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      below={<BackToLogin />}
      legal={false}
    >
      <ValidatedForm validator={forgotPasswordValidator} method="post" noValidate className="grid gap-4">
        <EmailField />
        <SubmitButton label={t('forgotPassword.submit')} pendingLabel={t('forgotPassword.submitting')} />
      </ValidatedForm>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
