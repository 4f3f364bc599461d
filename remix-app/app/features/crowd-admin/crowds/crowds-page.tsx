import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { ExternalLink, Plus, Settings, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { EmptyState } from '~/features/account/account-card';
import { cn } from '~/lib/utils';
import { crowdTabPath } from '../crowd-tabs';
import { useLiveUntilDate } from '../live-until';
import { RENEW_QUERY } from '../subscription/flow-params';
import type { loadCrowds } from './crowds.server';

type CrowdRow = ReturnType<typeof useLoaderData<typeof loadCrowds>>['crowds'][number];

/** /crowds (spec 2.7): the user's crowds in a sortable, paged table, and a button that creates one. */
export function CrowdsPage() {
  const { t } = useTranslation('crowdAdmin');
  const { crowds } = useLoaderData<typeof loadCrowds>();
  const liveUntil = useLiveUntilDate();
  const statusText = (crowd: CrowdRow) =>
    crowd.liveUntil
      ? t('crowds.liveUntil', { date: liveUntil(crowd.liveUntil) })
      : t(`common:crowdStatus.${crowd.status}`);

  const columns: DataTableColumn<CrowdRow>[] = [
    {
      id: 'name',
      header: t('crowds.columns.name'),
      sortLabel: t('crowds.columns.name'),
      sortValue: (crowd) => crowd.title || t('layout.untitled'),
      cell: (crowd) => crowd.title || <span className="italic">{t('layout.untitled')}</span>,
    },
    {
      id: 'status',
      header: t('crowds.columns.status'),
      sortLabel: t('crowds.columns.status'),
      sortValue: statusText,
      cell: (crowd) => (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant={crowd.liveUntil ? 'warning' : crowd.status === 'active' ? 'success' : 'muted'}>
            {statusText(crowd)}
          </Badge>
          {crowd.liveUntil && crowd.renewable ? (
            <Link
              to={`${crowdTabPath(crowd.id, 'subscription')}${RENEW_QUERY}`}
              className="text-sm font-semibold text-primary underline underline-offset-2 hover:no-underline"
              aria-label={t('crowds.actions.renewLabel', { name: crowd.title || t('layout.untitled') })}
            >
              {t('crowds.actions.renew')}
            </Link>
          ) : null}
        </span>
      ),
    },
    {
      id: 'plan',
      header: t('crowds.columns.plan'),
      sortLabel: t('crowds.columns.plan'),
      sortValue: (crowd) => t(`common:plans.${crowd.plan}`),
      cell: (crowd) => t(`common:plans.${crowd.plan}`),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('crowds.columns.actions')}</span>,
      className: 'w-px whitespace-nowrap text-right',
      cell: (crowd) => <RowActions crowd={crowd} />,
    },
  ];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('crowds.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('crowds.description')}</p>
        </div>
        <CreateCrowdButton />
      </header>
      {crowds.length === 0 ? (
        <EmptyState icon={<Users aria-hidden />} title={t('crowds.empty.title')} hint={t('crowds.empty.hint')} />
      ) : (
        <DataTable
          rows={crowds}
          columns={columns}
          getRowKey={(crowd) => crowd.id}
          rowHref={(crowd) => crowdTabPath(crowd.id)}
          defaultSort="name"
          caption={t('crowds.title')}
        />
      )}
    </div>
  );
}

const CREATE_INTENT = 'createCrowd';

function CreateCrowdButton() {
  const { t } = useTranslation('crowdAdmin');
  // Pending while this button's post is under way (not any other form of the page, e.g. logout).
  const creating = useNavigation().formData?.get('intent') === CREATE_INTENT;
  return (
    <Form method="post">
      <Button type="submit" name="intent" value={CREATE_INTENT} disabled={creating}>
        <Plus aria-hidden />
        {creating ? t('crowds.creating') : t('crowds.create')}
      </Button>
    </Form>
  );
}

function RowActions({ crowd }: { crowd: CrowdRow }) {
  const { t } = useTranslation('crowdAdmin');
  const name = crowd.title || t('layout.untitled');
  const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' });
  return (
    <span className="inline-flex items-center gap-1">
      <Link to={crowdTabPath(crowd.id)} className={iconButton} aria-label={t('crowds.actions.settings', { name })}>
        <Settings aria-hidden />
      </Link>
      {crowd.siteUrl ? (
        <a
          href={crowd.siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={iconButton}
          aria-label={t('crowds.actions.open', { name })}
        >
          <ExternalLink aria-hidden />
        </a>
      ) : (
        <span
          aria-disabled="true"
          role="link"
          tabIndex={0}
          title={t('crowds.actions.noSite')}
          aria-label={`${t('crowds.actions.open', { name })}. ${t('crowds.actions.noSite')}`}
          className={cn(iconButton, 'cursor-not-allowed opacity-40')}
        >
          <ExternalLink aria-hidden />
        </span>
      )}
    </span>
  );
}
