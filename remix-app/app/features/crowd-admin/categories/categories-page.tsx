import { Link, useLoaderData } from '@remix-run/react';
import type { TCategory } from '@crowd/contracts/schemas';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { EmptyState } from '~/features/account/account-card';
import { useAdminCrowd } from '../crowd-admin-layout';
import { crowdTabPath } from '../crowd-tabs';
import type { loadCategories } from './categories.server';
import { deleteCategoryValidator } from './category-forms';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A category's edit page, or with `create` the create page. */
const categoryPath = (crowdId: number, categoryId: number | 'create'): string =>
  `${crowdTabPath(crowdId, 'categories')}/${categoryId}`;

/** /crowds/{crowdId}/categories */
export function CategoriesPage() {
  const { crowd } = useAdminCrowd();
  const { categories, confirmDeleteId } = useLoaderData<typeof loadCategories>();
  return <CategoriesCard crowdId={crowd.id} categories={categories} confirmDeleteId={confirmDeleteId} />;
}

/** A sortable, paged table of a crowd's categories; a delete asks first (`confirmDeleteId`: in the page). */
export function CategoriesCard({
  crowdId,
  categories,
  confirmDeleteId,
}: {
  crowdId: number;
  categories: TCategory[];
  confirmDeleteId: number | null;
}) {
  const { t } = useTranslation('crowdAdmin');
  const confirming = categories.find((category) => category.id === confirmDeleteId);

  const columns: DataTableColumn<TCategory>[] = [
    {
      id: 'name',
      header: t('categories.columns.name'),
      sortLabel: t('categories.columns.name'),
      cell: (category) => category.name,
      sortValue: (category) => category.name,
    },
    {
      id: 'description',
      header: t('categories.columns.description'),
      cell: (category) => (
        <span className="line-clamp-2 max-w-md text-muted-foreground">{category.description || '—'}</span>
      ),
      className: 'hidden md:table-cell',
    },
    {
      id: 'visible',
      header: t('categories.columns.visible'),
      sortLabel: t('categories.columns.visible'),
      cell: (category) =>
        category.visible ? (
          <Badge variant="success">{t('categories.visibleYes')}</Badge>
        ) : (
          <Badge variant="muted">{t('categories.visibleNo')}</Badge>
        ),
      sortValue: (category) => (category.visible ? 0 : 1),
    },
    {
      id: 'ideas',
      header: t('categories.columns.ideas'),
      sortLabel: t('categories.columns.ideas'),
      cell: (category) => <span className="tabular-nums">{category.ideaCount}</span>,
      sortValue: (category) => category.ideaCount,
      className: 'text-right',
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('categories.columns.actions')}</span>,
      cell: (category) => <RowActions crowdId={crowdId} category={category} />,
      className: 'w-0 whitespace-nowrap text-right',
    },
  ];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 p-4 sm:p-6">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>{t('categories.title')}</h2>
          </CardTitle>
          <CardDescription>{t('categories.description')}</CardDescription>
        </div>
        <Link to={categoryPath(crowdId, 'create')} className={buttonVariants()}>
          <Plus aria-hidden />
          {t('categories.add')}
        </Link>
      </CardHeader>
      <CardContent className="space-y-4 px-4 pb-4 sm:px-6 sm:pb-6">
        {confirming ? <InlineConfirm category={confirming} /> : null}
        {categories.length === 0 ? (
          <EmptyState
            icon={<Tags aria-hidden />}
            title={t('common:empty.categories')}
            hint={t('categories.emptyHint')}
          />
        ) : (
          <DataTable
            rows={categories}
            columns={columns}
            getRowKey={(category) => category.id}
            rowHref={(category) => categoryPath(crowdId, category.id)}
            defaultSort="name"
            caption={t('categories.caption')}
          />
        )}
      </CardContent>
    </Card>
  );
}

function RowActions({ crowdId, category }: { crowdId: number; category: TCategory }) {
  const { t } = useTranslation('crowdAdmin');
  const texts = deleteTexts(t, category);
  return (
    <div className="flex items-center justify-end gap-2">
      <Link
        to={categoryPath(crowdId, category.id)}
        aria-label={t('categories.editLabel', { name: category.name })}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Pencil aria-hidden />
        <span className="hidden sm:inline">{t('categories.edit')}</span>
      </Link>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="js-only" aria-label={texts.label}>
            <Trash2 aria-hidden />
            <span className="hidden sm:inline">{t('categories.delete')}</span>
          </Button>
        }
        title={t('categories.deleteTitle')}
        description={texts.text}
        renderConfirm={(close) => <DeleteForm category={category} onDone={close} />}
      />
      <noscript>
        <Link
          to={`?delete=${category.id}`}
          aria-label={texts.label}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('categories.delete')}
        </Link>
      </noscript>
    </div>
  );
}

function deleteTexts(t: Translate, category: TCategory) {
  const text = t('categories.deleteText', { name: category.name });
  return {
    label: t('categories.deleteLabel', { name: category.name }),
    text: category.ideaCount > 0 ? `${text} ${t('categories.ideasKept', { count: category.ideaCount })}` : text,
  };
}

function DeleteForm({ category, onDone }: { category: TCategory; onDone?: () => void }) {
  const { t } = useTranslation('crowdAdmin');
  const formId = `delete-category-${category.id}`;
  const submitting = useIsSubmitting(formId);
  return (
    <ValidatedForm id={formId} validator={deleteCategoryValidator} method="post" onSubmit={onDone}>
      <input type="hidden" name="categoryId" value={category.id} />
      <Button type="submit" variant="destructive" disabled={submitting} className="w-full sm:w-auto">
        {t('categories.confirmDelete')}
      </Button>
    </ValidatedForm>
  );
}

/** Without JavaScript the delete link comes back here (?delete=id) to ask in the page. */
function InlineConfirm({ category }: { category: TCategory }) {
  const { t } = useTranslation('crowdAdmin');
  const texts = deleteTexts(t, category);
  return (
    <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{t('categories.deleteTitle')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{texts.text}</p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="." className={buttonVariants({ variant: 'outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <DeleteForm category={category} />
      </div>
    </div>
  );
}
