import { isRouteErrorResponse, Link, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { LogoMark } from './logo';

/**
 * The one error boundary of the app: a translated page per status, the stack only in development.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // A 400 is a post the page refused to read (a form over the limits of decision 029, or malformed).
  const page = notFound ? 'notFound' : status === 400 ? 'badRequest' : 'error';
  const detail = process.env.NODE_ENV === 'development' && error instanceof Error ? error.stack : null;

  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 py-16 text-center">
      <LogoMark className="mb-6 size-12" />
      <p className="text-sm font-semibold uppercase tracking-wider text-secondary">{t('error.status', { status })}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t(`${page}.title`)}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">{t(`${page}.text`)}</p>
      <Button asChild className="mt-8">
        <Link to="/" reloadDocument>
          {t('backToHome')}
        </Link>
      </Button>
      {detail ? (
        <pre className="mt-10 max-w-3xl overflow-auto rounded-lg bg-muted p-4 text-left text-xs">{detail}</pre>
      ) : null}
    </div>
  );
}
