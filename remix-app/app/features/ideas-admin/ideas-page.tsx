import type { TIdeasReaderResponse } from '@crowd/contracts/schemas';
import { Form, Link, useLoaderData, useLocation, useSearchParams } from '@remix-run/react';
import { ExternalLink, Lightbulb, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { EmptyState } from '~/features/account/account-card';
import { IdeaChips } from '~/components/ui/idea-chips';
import { useReaderPartsState, type ReaderPartsHandle } from '~/features/shell/reader-parts';
import { ReaderPart } from '~/features/shell/reader-slot';
import type { loadIdeas } from './ideas-admin.server';
import { readerRows, type IdeaRow } from './idea-rows';
import { DELETE_PARAM, IDEAS_TABLE_SLOT, ideaTabPath } from './ideas-paths';

type TablePage = { ideas: IdeaRow[]; total: number; page: number } | 'loading' | 'failed';

/**
 * The table's page: the loader's, or on the page shared with the main site's readers, the one the
 * reader's browser fetched with their top bar (`readerPartsPath`); 'failed' when that call was
 * refused or failed.
 */
function useTablePage(): TablePage {
  const loaded = useLoaderData<typeof loadIdeas>();
  const { parts } = useReaderPartsState();
  if (loaded.ideas) return { ideas: loaded.ideas, total: loaded.total, page: loaded.page };
  if (!parts) return 'loading';
  const answer = parts.answer as TIdeasReaderResponse | null;
  return answer && Array.isArray(answer.ideas)
    ? { ideas: readerRows(answer, answer.user.id), total: answer.total, page: answer.page }
    : 'failed';
}

/** On the page shared with the main site's readers, the reader parts come from the call the loader named (GET /ideasReader). */
export const ideasPageHandle: ReaderPartsHandle = {
  readerPartsPath: (data) => (data as { readerPartsPath?: string | null } | undefined)?.readerPartsPath ?? null,
};

/** /ideas (spec 2.8): the user's ideas in a table the API sorts and pages; a row opens the idea's admin tabs. */
export function IdeasPage() {
  const { t } = useTranslation('crowdAdmin');
  const { confirmDeleteId, readerPartsPath } = useLoaderData<typeof loadIdeas>();
  const table = useTablePage();
  const confirming = typeof table === 'object' ? table.ideas.find((idea) => idea.id === confirmDeleteId) : undefined;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('ideas.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('ideas.description')}</p>
      </header>
      {confirming ? <InlineConfirm idea={confirming} /> : null}
      <ReaderPart slot={IDEAS_TABLE_SLOT} shared={readerPartsPath !== null}>
        <IdeasTable table={table} />
      </ReaderPart>
    </div>
  );
}

/**
 * The table of the user's ideas, or that it is loading, could not be loaded or is empty.
 * `withoutScript`: for a browser without the app's script only (a page's slot, decision 042): the
 * delete links without the dialogs it cannot open.
 */
export function IdeasTable({ table, withoutScript = false }: { table: TablePage; withoutScript?: boolean }) {
  const { t } = useTranslation('crowdAdmin');
  const location = useLocation();
  const crowdName = (idea: IdeaRow) => idea.crowdTitle || t('ideas.untitledCrowd');
  const columns: DataTableColumn<IdeaRow>[] = [
    {
      id: 'name',
      header: t('ideas.columns.name'),
      sortLabel: t('ideas.columns.name'),
      sortValue: (idea) => idea.name,
      cell: (idea) =>
        idea.administer ? (
          idea.name
        ) : (
          // Not the user's to administer (their own idea in someone else's crowd): its page on the site.
          <a href={idea.link} className="inline-flex items-center gap-1 font-medium hover:underline">
            {idea.name}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">{t('ideas.openOnSite', { name: idea.name })}</span>
          </a>
        ),
    },
    {
      id: 'crowd',
      header: t('ideas.columns.crowd'),
      sortLabel: t('ideas.columns.crowd'),
      sortValue: crowdName,
      cell: crowdName,
    },
    {
      id: 'status',
      header: t('ideas.columns.status'),
      sortLabel: t('ideas.columns.status'),
      sortValue: (idea) => t(`common:ideaStates.${idea.ideaState}`),
      cell: (idea) => <IdeaChips state={idea.ideaState} tags={idea.tags} />,
    },
    {
      id: 'likes',
      header: t('ideas.columns.likes'),
      sortLabel: t('ideas.columns.likes'),
      sortValue: (idea) => idea.likeCount,
      cell: (idea) => <span className="tabular-nums">{idea.likeCount}</span>,
      className: 'text-right',
    },
    {
      id: 'comments',
      header: t('ideas.columns.comments'),
      sortLabel: t('ideas.columns.comments'),
      sortValue: (idea) => idea.commentCount,
      cell: (idea) => <span className="tabular-nums">{idea.commentCount}</span>,
      className: 'text-right',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('ideas.columns.actions')}</span>,
      cell: (idea) => (!idea.remove ? null : withoutScript ? <DeleteLink idea={idea} /> : <DeleteIdea idea={idea} />),
      className: 'w-0 whitespace-nowrap text-right',
    },
  ];

  return table === 'loading' ? (
    <p
      role="status"
      aria-busy="true"
      className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground"
    >
      {t('ideas.loading')}
    </p>
  ) : table === 'failed' ? (
    <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4 text-sm">
      <p>{t('ideas.loadFailed')}</p>
      {/* Loaded for this reader alone: the table, or the sign-in page when their session ended. */}
      <Link
        to={`${location.pathname}${location.search}`}
        replace
        className="mt-2 inline-block font-medium text-primary hover:underline"
      >
        {t('ideas.reload')}
      </Link>
    </div>
  ) : table.total === 0 ? (
    <EmptyState icon={<Lightbulb aria-hidden />} title={t('ideas.empty.title')} hint={t('ideas.empty.hint')} />
  ) : (
    <DataTable
      rows={table.ideas}
      columns={columns}
      getRowKey={(idea) => idea.id}
      rowHref={(idea) => (idea.administer ? ideaTabPath(idea.id) : undefined)}
      caption={t('ideas.caption')}
      serverPage={{ total: table.total, page: table.page }}
      plainLinks={withoutScript}
    />
  );
}

function DeleteForm({ idea }: { idea: IdeaRow }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <Form method="post">
      <input type="hidden" name="ideaId" value={idea.id} />
      <Button type="submit" variant="destructive" className="w-full sm:w-auto">
        {t('ideas.delete.confirm')}
      </Button>
    </Form>
  );
}

function DeleteIdea({ idea }: { idea: IdeaRow }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button
            variant="outline"
            size="sm"
            className="js-only"
            aria-label={t('ideas.delete.label', { name: idea.name })}
          >
            <Trash2 aria-hidden />
            <span className="hidden sm:inline">{t('ideas.delete.action')}</span>
          </Button>
        }
        title={t('ideas.delete.title')}
        description={t('ideas.delete.text', { name: idea.name })}
        renderConfirm={() => <DeleteForm idea={idea} />}
      />
      <noscript>
        <DeleteLink idea={idea} />
      </noscript>
    </>
  );
}

/**
 * Without JavaScript: a link back to this page that asks in it (?delete=id), keeping the table's
 * sort and page. A plain anchor: it is only ever followed by a browser without script.
 */
function DeleteLink({ idea }: { idea: IdeaRow }) {
  const { t } = useTranslation('crowdAdmin');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const confirmHref = new URLSearchParams(searchParams);
  confirmHref.set(DELETE_PARAM, String(idea.id));
  return (
    <a
      href={`${pathname}?${confirmHref.toString()}`}
      aria-label={t('ideas.delete.label', { name: idea.name })}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      {t('ideas.delete.action')}
    </a>
  );
}

/** Without JavaScript the delete link comes back here (?delete=id) to ask in the page. */
function InlineConfirm({ idea }: { idea: IdeaRow }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <div role="alert" className="mb-4 rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{t('ideas.delete.title')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('ideas.delete.text', { name: idea.name })}</p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="." className={buttonVariants({ variant: 'outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <DeleteForm idea={idea} />
      </div>
    </div>
  );
}
