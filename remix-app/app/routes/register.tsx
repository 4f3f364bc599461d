import { Link, useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { TextField } from '~/components/form/validated-field';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Button } from '~/components/ui/button';
import { EmailField, NewPasswordFields } from '~/features/auth/auth-fields';
import { AuthPage } from '~/features/auth/auth-layout';
import { useAuthRoot } from '~/features/auth/auth-root';
import { AuthStatus } from '~/features/auth/auth-status';
import { registerAction, registerLoader } from '~/features/auth/register.server';
import { ResendActivationForm } from '~/features/auth/resend-activation-form';
import { SubmitButton } from '~/features/auth/submit-button';
import { TimeZoneField } from '~/features/auth/time-zone-field';
import { registerValidator } from '~/features/auth/validators';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = registerLoader;
export const action = registerAction;

/** Spec 2.3: the five fields; on success the activation-link message. */
export default function Register() {
  const { t } = useTranslation('auth');
  const { crowdBrand } = useAuthRoot();
  const result = useActionData<typeof action>();
  const done = result && 'message' in result ? result : null;

  if (done) {
    return (
      <AuthPage title={t('register.doneTitle')}>
        <AuthStatus tone="mail" message={t('register.sentTo', { email: done.email })}>
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t('activation.noMail')}</p>
            <ResendActivationForm email={done.email} />
            <Button asChild variant="ghost" size="lg" className="w-full">
              <Link to="/login">{t('goToLogin')}</Link>
            </Button>
          </div>
        </AuthStatus>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={crowdBrand ? t('register.crowdTitle', { name: crowdBrand.name }) : t('register.title')}
      subtitle={t('register.subtitle')}
      below={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            {t('register.signIn')}
          </Link>
        </>
      }
    >
      <ValidatedForm validator={registerValidator} method="post" noValidate className="grid gap-4">
        <TextField
          name="name"
          size="lg"
          label={t('fields.name')}
          placeholder={t('fields.namePlaceholder')}
          autoComplete="name"
        />
        <EmailField />
        <EmailField name="confirmEmail" />
        <NewPasswordFields label={t('fields.password')} />
        <TimeZoneField />
        <SubmitButton label={t('register.submit')} pendingLabel={t('register.submitting')} />
      </ValidatedForm>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
