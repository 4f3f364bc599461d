import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Button } from '~/components/ui/button';
import { NewPasswordFields } from '~/features/auth/auth-fields';
import { AuthPage, BackToLogin } from '~/features/auth/auth-layout';
import { TokenOutcomePage } from '~/features/auth/auth-status';
import { resetPasswordAction, resetPasswordLoader } from '~/features/auth/password.server';
import { SubmitButton } from '~/features/auth/submit-button';
import { resetPasswordValidator } from '~/features/auth/validators';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = resetPasswordLoader;
export const action = resetPasswordAction;

/** Spec 2.4: new password and its confirmation; the token may be invalid or already used. */
export default function ResetPassword() {
  const { t } = useTranslation('auth');
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const outcome = result && 'status' in result ? result : page.usable ? null : page.outcome;

  if (outcome) {
    return (
      <TokenOutcomePage
        outcome={outcome}
        successTitle={t('resetPassword.successTitle')}
        failedTitle={t('resetPassword.failedTitle')}
        failedAction={
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/forgotPassword">{t('resetPassword.requestNew')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <AuthPage
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      below={<BackToLogin />}
      legal={false}
    >
      <ValidatedForm validator={resetPasswordValidator} method="post" noValidate className="grid gap-4">
        <NewPasswordFields label={t('fields.newPassword')} />
        <SubmitButton label={t('resetPassword.submit')} pendingLabel={t('resetPassword.submitting')} />
      </ValidatedForm>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
