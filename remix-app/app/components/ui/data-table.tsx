import { PAGE_SIZES } from '@crowd/contracts';
import { Form, Link, useNavigate, useSearchParams, useSubmit } from '@remix-run/react';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '~/lib/utils';
import { buttonVariants } from './button';

export type PageSize = (typeof PAGE_SIZES.tableOptions)[number];
export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Plain-text column name for the sort button's label. */
  sortLabel?: string;
  className?: string;
}

export interface TableState {
  sort: string | null;
  dir: SortDirection;
  page: number;
  size: PageSize;
}

const isPageSize = (value: string | null): value is `${PageSize}` =>
  value !== null && PAGE_SIZES.tableOptions.some((option) => String(option) === value);

/** Reads sort, direction, page and page size from the URL (so the table works without JavaScript). */
export function parseTableState(
  params: URLSearchParams,
  {
    prefix = '',
    defaultSort = null,
    defaultDir = 'asc',
  }: { prefix?: string; defaultSort?: string | null; defaultDir?: SortDirection } = {},
): TableState {
  const size = params.get(`${prefix}size`);
  const page = Number.parseInt(params.get(`${prefix}page`) ?? '1', 10);
  const dir = params.get(`${prefix}dir`);
  return {
    sort: params.get(`${prefix}sort`) ?? defaultSort,
    dir: dir === 'asc' || dir === 'desc' ? dir : defaultDir,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    size: isPageSize(size) ? (size === 'all' ? 'all' : (Number(size) as PageSize)) : PAGE_SIZES.tableDefault,
  };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorts and slices the rows; `page` is clamped to the pages that exist. */
export function applyTableState<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], state: TableState) {
  const column = columns.find((c) => c.id === state.sort && c.sortValue);
  const sorted = [...rows];
  if (column?.sortValue) {
    const value = column.sortValue;
    sorted.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x == null && y == null) return 0;
      if (x == null) return 1;
      if (y == null) return -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return state.dir === 'asc' ? order : -order;
    });
  }
  const size = state.size === 'all' ? Math.max(sorted.length, 1) : state.size;
  const pageCount = Math.max(1, Math.ceil(sorted.length / size));
  const page = Math.min(state.page, pageCount);
  const start = (page - 1) * size;
  return {
    rows: sorted.slice(start, start + size),
    page,
    pageCount,
    total: sorted.length,
    from: start + 1,
    to: Math.min(start + size, sorted.length),
  };
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => string | number;
  /** Where a click on the row goes. */
  rowHref?: (row: T) => string;
  defaultSort?: string;
  defaultDir?: SortDirection;
  /** Distinguishes the URL parameters of several tables on one page. */
  paramPrefix?: string;
  emptyText?: ReactNode;
  caption?: string;
}

/** A sortable, paged table (page sizes 10, 25, 50 or all; spec 9) whose state lives in the URL. */
export function DataTable<T>({
  rows,
  columns,
  getRowKey,
  rowHref,
  defaultSort,
  defaultDir = 'asc',
  paramPrefix = '',
  emptyText,
  caption,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const state = parseTableState(searchParams, { prefix: paramPrefix, defaultSort: defaultSort ?? null, defaultDir });
  const view = applyTableState(rows, columns, state);
  const p = (name: string) => `${paramPrefix}${name}`;

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(p(name));
      else next.set(p(name), value);
    }
    return `?${next.toString()}`;
  };

  const otherParams = [...searchParams.entries()].filter(([name]) => name !== p('size') && name !== p('page'));

  return (
    <div className="w-full">
      <div className="w-full overflow-x-auto rounded-lg border">
        <table className="w-full caption-bottom text-sm">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-muted/60">
            <tr className="border-b">
              {columns.map((column) => {
                const active = state.sort === column.id;
                const nextDir: SortDirection = active && state.dir === 'asc' ? 'desc' : 'asc';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(
                      'h-11 px-4 text-left align-middle font-semibold text-muted-foreground',
                      column.className,
                    )}
                  >
                    {column.sortValue ? (
                      <Link
                        to={hrefWith({ sort: column.id, dir: nextDir, page: null })}
                        preventScrollReset
                        replace
                        className="inline-flex items-center gap-1 hover:text-foreground"
                        aria-label={t('table.sortBy', { column: column.sortLabel ?? column.id })}
                      >
                        {column.header}
                        {active ? (
                          state.dir === 'asc' ? (
                            <ArrowUp className="size-3.5" />
                          ) : (
                            <ArrowDown className="size-3.5" />
                          )
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" />
                        )}
                      </Link>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {view.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="h-24 px-4 text-center text-muted-foreground">
                  {emptyText ?? t('empty.generic')}
                </td>
              </tr>
            ) : (
              view.rows.map((row) => {
                const href = rowHref?.(row);
                return (
                  <tr
                    key={getRowKey(row)}
                    className={cn(
                      'border-b last:border-0 transition-colors hover:bg-muted/40',
                      href && 'cursor-pointer',
                    )}
                    onClick={
                      href
                        ? (event) => {
                            if ((event.target as HTMLElement).closest('a,button,input,select,label')) return;
                            navigate(href);
                          }
                        : undefined
                    }
                  >
                    {columns.map((column, index) => (
                      <td key={column.id} className={cn('px-4 py-3 align-middle', column.className)}>
                        {href && index === 0 ? (
                          <Link to={href} className="font-medium hover:underline">
                            {column.cell(row)}
                          </Link>
                        ) : (
                          column.cell(row)
                        )}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-end gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <Form
          method="get"
          preventScrollReset
          replace
          className="flex items-center gap-2"
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          {otherParams.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor={p('table-size')}>{t('pagination.rowsPerPage')}</label>
          <select
            id={p('table-size')}
            name={p('size')}
            defaultValue={String(state.size)}
            className="h-8 rounded-md border border-input bg-background px-2 text-foreground"
          >
            {PAGE_SIZES.tableOptions.map((option) => (
              <option key={option} value={String(option)}>
                {option === 'all' ? t('pagination.all') : option}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('pagination.apply')}
            </button>
          </noscript>
        </Form>
        <span>{t('pagination.range', { from: view.total === 0 ? 0 : view.from, to: view.to, total: view.total })}</span>
        <div className="flex items-center gap-1">
          <PageLink
            to={hrefWith({ page: String(view.page - 1) })}
            disabled={view.page <= 1}
            label={t('pagination.previous')}
          >
            <ChevronLeft />
          </PageLink>
          <PageLink
            to={hrefWith({ page: String(view.page + 1) })}
            disabled={view.page >= view.pageCount}
            label={t('pagination.next')}
          >
            <ChevronRight />
          </PageLink>
        </div>
      </div>
    </div>
  );
}

function PageLink({
  to,
  disabled,
  label,
  children,
}: {
  to: string;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  const className = buttonVariants({ variant: 'outline', size: 'icon' });
  if (disabled) {
    return (
      <span aria-disabled="true" aria-label={label} className={cn(className, 'size-8 opacity-40')}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} preventScrollReset replace className={cn(className, 'size-8')}>
      {children}
    </Link>
  );
}
