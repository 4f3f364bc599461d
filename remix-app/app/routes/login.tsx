import { PRODUCT_NAME } from '@crowd/contracts';
import { Link, useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { LanguageSwitch } from '~/components/layout/language-switch';
import { LogoMark } from '~/components/layout/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import type { loader as rootLoader } from '~/root';

/** Placeholder of the login screen (sign-in arrives in a later issue); the only page of the login host. */
export default function Login() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const onLoginHost = root?.site.kind === 'login';
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <LogoMark className="mb-2 size-12" />
          <CardTitle asChild className="text-2xl">
            <h1>{t('nav.login')}</h1>
          </CardTitle>
          <CardDescription>{t('login.placeholder')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          <LanguageSwitch />
          {onLoginHost ? null : (
            <Link to="/" className="text-sm font-medium text-primary hover:underline">
              {t('backToHome')}
            </Link>
          )}
          <p className="text-xs text-muted-foreground">{PRODUCT_NAME}</p>
        </CardContent>
      </Card>
    </main>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
