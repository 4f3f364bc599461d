import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { PasswordField } from '~/components/form/validated-field';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { EmailField } from '~/features/auth/auth-fields';
import { AuthPage } from '~/features/auth/auth-layout';
import { useAuthRoot } from '~/features/auth/auth-root';
import { loginAction, loginLoader } from '~/features/auth/login.server';
import { ResendActivationForm } from '~/features/auth/resend-activation-form';
import { Divider, SocialButtons } from '~/features/auth/social-buttons';
import { SubmitButton } from '~/features/auth/submit-button';
import { loginValidator } from '~/features/auth/validators';
import { pageMeta } from '~/features/shell/page-meta';
import { Message } from '~/i18n/message';

export const loader = loginLoader;
export const action = loginAction;

/** Spec 2.2: e-mail and password, a button per social provider, links to register and reset. */
export default function Login() {
  const { t } = useTranslation('auth');
  const page = useLoaderData<typeof loader>();
  const { crowdBrand } = useAuthRoot();
  const brand = page.brand ?? crowdBrand;
  const external = (href: string) => /^https?:/.test(href);
  const refused = useActionData<typeof action>();
  const notActivated = refused && 'notActivated' in refused ? refused.notActivated : null;
  const passwordRefused = Boolean(refused && 'fieldErrors' in refused && refused.fieldErrors.password);
  const formRef = useRef<HTMLFormElement>(null);
  // Server-rendered, the refill leaves the password out; in the browser the typed one is cleared here.
  useEffect(() => {
    const password = formRef.current?.elements.namedItem('password');
    if (passwordRefused && password instanceof HTMLInputElement) password.value = '';
  }, [refused, passwordRefused]);

  return (
    <AuthPage
      brand={brand}
      title={brand ? t('login.crowdTitle', { name: brand.name }) : t('login.title')}
      subtitle={t('login.subtitle')}
      below={
        <>
          {t('login.noAccount')}{' '}
          {external(page.registerHref) ? (
            <a href={page.registerHref} className="font-semibold text-primary hover:underline">
              {t('login.createAccount')}
            </a>
          ) : (
            <Link to={page.registerHref} className="font-semibold text-primary hover:underline">
              {t('login.createAccount')}
            </Link>
          )}
        </>
      }
    >
      {notActivated ? (
        <div role="alert" className="grid gap-3 rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm">
          <p className="font-medium text-destructive">
            <Message text="account_not_verified" />
          </p>
          <ResendActivationForm email={notActivated.email} />
        </div>
      ) : null}
      <SocialButtons logins={page.socialLogins} />
      {page.socialLogins.length > 0 ? <Divider label={t('login.or')} /> : null}
      <ValidatedForm validator={loginValidator} method="post" noValidate className="grid gap-4" formRef={formRef}>
        <EmailField />
        <PasswordField
          name="password"
          size="lg"
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus={passwordRefused}
          aside={
            external(page.forgotPasswordHref) ? (
              <a href={page.forgotPasswordHref} className="text-sm font-medium text-primary hover:underline">
                {t('login.forgotPassword')}
              </a>
            ) : (
              <Link to={page.forgotPasswordHref} className="text-sm font-medium text-primary hover:underline">
                {t('login.forgotPassword')}
              </Link>
            )
          }
        />
        <SubmitButton label={t('login.submit')} pendingLabel={t('login.submitting')} />
      </ValidatedForm>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
