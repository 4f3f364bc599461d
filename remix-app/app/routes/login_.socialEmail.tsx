import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { EmailField } from '~/features/auth/auth-fields';
import { AuthPage, BackToLogin } from '~/features/auth/auth-layout';
import { socialEmailAction, socialEmailLoader } from '~/features/auth/social-email.server';
import { SubmitButton } from '~/features/auth/submit-button';
import { socialEmailValidator } from '~/features/auth/validators';
import { pageMeta } from '~/features/shell/page-meta';

export const loader = socialEmailLoader;
export const action = socialEmailAction;

/** Spec 2.2: the social provider gave no e-mail; the sign-in finishes once the visitor types one. */
export default function SocialEmail() {
  const { t } = useTranslation('auth');
  const { token } = useLoaderData<typeof loader>();
  return (
    <AuthPage title={t('socialEmail.title')} subtitle={t('socialEmail.subtitle')} below={<BackToLogin />}>
      <ValidatedForm validator={socialEmailValidator} method="post" noValidate className="grid gap-4">
        <input type="hidden" name="token" value={token} />
        <EmailField />
        <SubmitButton label={t('socialEmail.submit')} pendingLabel={t('socialEmail.submitting')} />
      </ValidatedForm>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
