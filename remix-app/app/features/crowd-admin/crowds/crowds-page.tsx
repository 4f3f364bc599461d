import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { ExternalLink, Plus, Settings, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { EmptyState } from '~/features/account/account-card';
import { cn } from '~/lib/utils';
import { crowdTabPath } from '../crowd-tabs';
import { CROWDS_INTENTS } from './crowd-forms';
import { useLiveUntilDate } from '../live-until';
import { RENEW_QUERY } from '../subscription/flow-params';
import type { loadCrowds } from './crowds.server';

type CrowdRow = ReturnType<typeof useLoaderData<typeof loadCrowds>>['crowds'][number];

type Translate = ReturnType<typeof useTranslation>['t'];

const crowdName = (t: Translate, crowd: CrowdRow): string => crowd.title || t('layout.untitled');

/**
 * /crowds (spec 2.7): the user's crowds in a sortable, paged table, a button that creates one, and
 * for a crowd its owner may delete a delete action that asks first (`confirmDeleteId`: in the page).
 */
export function CrowdsPage() {
  const { t } = useTranslation('crowdAdmin');
  const { crowds, confirmDeleteId } = useLoaderData<typeof loadCrowds>();
  const confirming = crowds.find((crowd) => crowd.id === confirmDeleteId);
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
      sortValue: (crowd) => crowdName(t, crowd),
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
              aria-label={t('crowds.actions.renewLabel', { name: crowdName(t, crowd) })}
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
      {confirming ? <InlineConfirm crowd={confirming} /> : null}
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

function CreateCrowdButton() {
  const { t } = useTranslation('crowdAdmin');
  // Pending while this button's post is under way (not any other form of the page, e.g. logout).
  const creating = useNavigation().formData?.get('intent') === CROWDS_INTENTS.create;
  return (
    <Form method="post">
      <Button type="submit" name="intent" value={CROWDS_INTENTS.create} disabled={creating}>
        <Plus aria-hidden />
        {creating ? t('crowds.creating') : t('crowds.create')}
      </Button>
    </Form>
  );
}

function RowActions({ crowd }: { crowd: CrowdRow }) {
  const { t } = useTranslation('crowdAdmin');
  const name = crowdName(t, crowd);
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
      {crowd.deletable ? <DeleteAction crowd={crowd} /> : null}
    </span>
  );
}

/** A dialog with JavaScript; without it, a link back here (?delete=id) that asks in the page. */
function DeleteAction({ crowd }: { crowd: CrowdRow }) {
  const { t } = useTranslation('crowdAdmin');
  const label = t('crowds.delete.label', { name: crowdName(t, crowd) });
  const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' });
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" className="js-only" aria-label={label}>
            <Trash2 aria-hidden />
          </Button>
        }
        title={t('crowds.delete.title')}
        description={t('crowds.delete.text', { name: crowdName(t, crowd) })}
        renderConfirm={(close) => <DeleteForm crowd={crowd} onSubmit={close} />}
      />
      <noscript>
        <Link to={`?delete=${crowd.id}`} aria-label={label} className={iconButton}>
          <Trash2 aria-hidden />
        </Link>
      </noscript>
    </>
  );
}

function DeleteForm({ crowd, onSubmit }: { crowd: CrowdRow; onSubmit?: () => void }) {
  const { t } = useTranslation('crowdAdmin');
  const navigation = useNavigation();
  const deleting =
    navigation.formData?.get('intent') === CROWDS_INTENTS.delete &&
    navigation.formData.get('crowdId') === String(crowd.id);
  return (
    <Form method="post" action="/crowds?index" onSubmit={onSubmit}>
      <input type="hidden" name="crowdId" value={crowd.id} />
      <Button
        type="submit"
        name="intent"
        value={CROWDS_INTENTS.delete}
        variant="destructive"
        disabled={deleting}
        className="w-full sm:w-auto"
      >
        {t('crowds.delete.confirm')}
      </Button>
    </Form>
  );
}

/** Without JavaScript the delete link comes back here (?delete=id) to ask in the page. */
function InlineConfirm({ crowd }: { crowd: CrowdRow }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <div role="alert" className="mb-6 rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{t('crowds.delete.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('crowds.delete.text', { name: crowdName(t, crowd) })}</p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/crowds" className={buttonVariants({ variant: 'outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <DeleteForm crowd={crowd} />
      </div>
    </div>
  );
}
