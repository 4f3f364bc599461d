import { PRODUCT_NAME } from '@crowd/contracts/text';
import { Link } from '@remix-run/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '~/components/layout/language-switch';
import { LogoMark } from '~/components/layout/logo';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import { CrowdLogo } from '~/features/crowd/crowd-logo';
import { useAuthRoot } from './auth-root';
import type { AuthBrand } from './types';
import { LegalNotice } from './legal-notice';

/** The crowd's logo (or initial) and name, or the product's mark on the main site and the login host. */
function AuthBrandMark({ brand }: { brand: AuthBrand | null }) {
  if (!brand) {
    return (
      <div className="flex flex-col items-center gap-2">
        <LogoMark className="size-11" />
        <span className="text-sm font-semibold tracking-tight text-muted-foreground">{PRODUCT_NAME}</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2">
      {brand.featuredImageId ? (
        <CrowdLogo
          fileId={brand.featuredImageId}
          alt={brand.name}
          sizes="40px"
          className="size-12 rounded-xl border bg-background object-contain p-1 shadow-sm"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-xl bg-primary text-xl font-bold text-primary-foreground shadow-sm"
        >
          {brand.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span
        aria-hidden={brand.featuredImageId ? true : undefined}
        className="max-w-full truncate text-sm font-semibold tracking-tight text-muted-foreground"
      >
        {brand.name}
      </span>
    </div>
  );
}

/**
 * A sign-in page: a centered card with the brand, a headline and the form; below it the links of
 * the page, the language switch (on the login host, which has no top bar) and the legal notice.
 */
export function AuthPage({
  title,
  subtitle,
  brand,
  children,
  below,
  legal = true,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to the crowd of this host. */
  brand?: AuthBrand | null;
  children: ReactNode;
  /** Links under the card (e.g. "New here? Create an account"). */
  below?: ReactNode;
  legal?: boolean;
}) {
  const { crowdBrand, onLoginHost } = useAuthRoot();
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-1 justify-center bg-muted/40 px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-[26rem]">
        <Card className="shadow-xl shadow-slate-900/5">
          <CardHeader className="items-center gap-4 pb-2 text-center">
            <AuthBrandMark brand={brand === undefined ? crowdBrand : brand} />
            <div className="flex flex-col gap-1.5">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
            </div>
          </CardHeader>
          <CardContent className="grid gap-6 pt-4">{children}</CardContent>
        </Card>
        {below ? <div className="mt-6 text-center text-sm text-muted-foreground">{below}</div> : null}
        <div className="mt-8 flex flex-col items-center gap-4">
          {/* Elsewhere the top bar has the page's language switch. */}
          {onLoginHost ? <LanguageSwitch className="bg-background" /> : null}
          {legal ? <LegalNotice /> : null}
        </div>
      </div>
    </div>
  );
}

/** "← Back to sign in" under the card of the password and activation pages. */
export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Link to="/login" className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t('backToLogin')}
    </Link>
  );
}
