import { useSearchParams } from '@remix-run/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '~/components/ui/button';
import { AccountCard, AccountCardContent } from './account-card';

const OUTCOMES = ['queued', 'failed', 'expired'] as const;

/**
 * "Download my data" (issue 29, decision 033): a plain link to the resource route, so it works
 * without JavaScript and the browser saves the zip in place; a large account comes back here with
 * `?export=queued` and the promise of a mail.
 */
export function DataExportCard() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const outcome = OUTCOMES.find((candidate) => candidate === searchParams.get('export'));
  return (
    <section id="data-export" aria-labelledby="data-export-title">
      <AccountCard
        title={<span id="data-export-title">{t('dataExport.title')}</span>}
        description={t('dataExport.description')}
      >
        <AccountCardContent className="grid justify-items-start gap-4">
          {outcome === 'queued' ? (
            <p role="status" className="rounded-md border bg-brand-50 p-4 text-sm">
              {t('dataExport.queued')}
            </p>
          ) : null}
          {outcome === 'failed' || outcome === 'expired' ? (
            <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4 text-sm">
              {t(`dataExport.${outcome}`)}
            </p>
          ) : null}
          <a href="/account/export" className={buttonVariants({ variant: 'outline' })} data-testid="download-my-data">
            <Download aria-hidden="true" />
            {t('dataExport.action')}
          </a>
        </AccountCardContent>
      </AccountCard>
    </section>
  );
}
