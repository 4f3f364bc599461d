import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/layout/error-page';
import { Button } from '~/components/ui/button';
import { eraseAccountAction } from '~/features/account/erase-account.server';
import { AuthPage } from '~/features/auth/auth-layout';
import { pageMeta } from '~/features/shell/page-meta';

export const action = eraseAccountAction;

/** The confirmation link of an account without a password (decision 034): one button erases it. */
export default function EraseAccount() {
  const { t } = useTranslation('account');
  return (
    <AuthPage title={t('eraseAccount.title')} subtitle={t('eraseAccount.text')} legal={false}>
      <Form method="post" className="grid gap-3">
        <Button type="submit" variant="destructive" size="lg" className="w-full">
          {t('eraseAccount.confirm')}
        </Button>
        <Button asChild variant="outline" size="lg" className="w-full">
          <Link to="/">{t('eraseAccount.cancel')}</Link>
        </Button>
      </Form>
    </AuthPage>
  );
}

export const meta = pageMeta;
export const ErrorBoundary = GeneralErrorBoundary;
