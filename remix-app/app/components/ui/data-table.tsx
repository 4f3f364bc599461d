import { PAGE_SIZES } from '@crowd/contracts/limits';
import { Form, Link, useLocation, useNavigate, useSearchParams, useSubmit, type LinkProps } from '@remix-run/react';
import {
  createTable,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '~/lib/utils';
import { buttonVariants } from './button';

type PageSize = (typeof PAGE_SIZES.tableOptions)[number];
export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** Plain-text column name for the sort button's label. */
  sortLabel?: string;
  /** Plain-text name of a cell on a phone, where rows are stacked; `sortLabel` or a text header by default. */
  label?: string;
  className?: string;
}

/**
 * Below 640 px a row is a block of lines (the first cell its title, the others named by their column)
 * and the header a bar of sort links: five columns side by side do not fit a phone, and a table
 * scrolling sideways hides its last columns (issue 25).
 */
const STACKED = {
  table: 'max-sm:block',
  headRow: 'max-sm:flex max-sm:flex-wrap max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-4 max-sm:py-2',
  sortHeader: 'max-sm:h-auto max-sm:p-0',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:gap-1 max-sm:px-4 max-sm:py-3',
  title: 'max-sm:block max-sm:p-0 max-sm:text-left',
  cell: 'max-sm:flex max-sm:min-h-7 max-sm:w-auto max-sm:items-center max-sm:justify-end max-sm:gap-3 max-sm:p-0 max-sm:text-right',
  named:
    'max-sm:before:mr-auto max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
} as const;

const cellLabel = <T,>(column: DataTableColumn<T> | undefined): string | undefined =>
  column?.label ?? column?.sortLabel ?? (typeof column?.header === 'string' ? column.header : undefined);

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

type SortValue = string | number | undefined;

function compareValues<T>(a: Row<T>, b: Row<T>, columnId: string) {
  const x = a.getValue<SortValue>(columnId);
  const y = b.getValue<SortValue>(columnId);
  return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
}

function columnDefs<T>(columns: readonly DataTableColumn<T>[]): ColumnDef<T, SortValue>[] {
  return columns.map(({ id, sortValue }) => ({
    id,
    // Missing values read as undefined so they sort last in both directions.
    accessorFn: (row) => sortValue?.(row) ?? undefined,
    enableSorting: sortValue !== undefined,
    sortingFn: compareValues<T>,
    sortUndefined: 'last',
  }));
}

/**
 * A table whose rows are one page the server sorted and cut: `total` rows in all, `page` the one
 * served. The table then shows the rows as given and only draws the sort and page links.
 */
export interface ServerPage {
  total: number;
  page: number;
}

/** The column the table is sorted by, if `state` names one that sorts. */
const sortColumnOf = <T,>(columns: readonly DataTableColumn<T>[], state: TableState) =>
  columns.find((column) => column.id === state.sort && column.sortValue);

/** Where page `page` of `total` rows lies, clamped to the pages that exist. */
function pageBounds(total: number, page: number, size: PageSize) {
  const pageSize = size === 'all' ? Math.max(total, 1) : size;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, pageSize, total, from: start + 1, to: Math.min(start + pageSize, total) };
}

/** Sorts and slices the rows; `page` is clamped to the pages that exist. */
export function applyTableState<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], state: TableState) {
  const bounds = pageBounds(rows.length, state.page, state.size);
  const sortColumn = sortColumnOf(columns, state);
  const table = createTable<T>({
    data: [...rows],
    columns: columnDefs(columns),
    state: {
      sorting: sortColumn ? [{ id: sortColumn.id, desc: state.dir === 'desc' }] : [],
      pagination: { pageIndex: bounds.page - 1, pageSize: bounds.pageSize },
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
    onStateChange: () => undefined,
    renderFallbackValue: null,
  });
  table.setOptions((options) => ({ ...options, state: { ...table.initialState, ...options.state } }));
  return { rows: table.getRowModel().rows.map((row) => row.original), ...bounds };
}

/** The server's page of rows (`ServerPage`), shown as given. */
function serverPageView<T>(rows: readonly T[], state: TableState, { total, page }: ServerPage) {
  return { rows, ...pageBounds(total, page, state.size) };
}

export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowKey: (row: T) => string | number;
  /** Where a click on the row goes. */
  rowHref?: (row: T) => string | undefined;
  /** Extra classes of a row (e.g. a highlight of rows with unsaved changes). */
  rowClassName?: (row: T) => string | undefined;
  defaultSort?: string;
  defaultDir?: SortDirection;
  /** Distinguishes the URL parameters of several tables on one page. */
  paramPrefix?: string;
  emptyText?: ReactNode;
  caption?: string;
  /** The rows are this page of the server's order (see `ServerPage`), not all rows. */
  serverPage?: ServerPage;
  /**
   * For a browser without script only (a reader's slot of a shared page, decision 042): links as
   * plain anchors, whose markup needs none of the router's work per link.
   */
  plainLinks?: boolean;
}

/** What the table's links are drawn with: Remix's `Link`, or `PlainAnchor`. */
type TableLinkProps = Pick<LinkProps, 'preventScrollReset' | 'replace' | 'className' | 'aria-label' | 'children'> & {
  /** A path (with its query): the anchor's `href` as `Link` would resolve it. */
  to: string;
};
type TableLinkComponent = (props: TableLinkProps) => ReactNode;

/** The link as a browser without script follows it: no router's work per link. */
const PlainAnchor: TableLinkComponent = ({ to, preventScrollReset: _scroll, replace: _replace, ...rest }) => (
  <a href={to} {...rest} />
);

/** A sortable, paged table (page sizes 10, 25, 50 or all; spec 9) whose state lives in the URL. */
export function DataTable<T>({
  rows,
  columns,
  getRowKey,
  rowHref,
  rowClassName,
  defaultSort,
  defaultDir = 'asc',
  paramPrefix = '',
  emptyText,
  caption,
  serverPage,
  plainLinks = false,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const TableLink = plainLinks ? PlainAnchor : Link;
  const state = parseTableState(searchParams, { prefix: paramPrefix, defaultSort: defaultSort ?? null, defaultDir });
  // tanstack's model sorts and pages the rows a client holds; the markup is drawn from the columns
  // themselves (its header and cell objects were half the cost of a table's server rendering).
  const view = serverPage ? serverPageView(rows, state, serverPage) : applyTableState(rows, columns, state);
  const sortedBy = sortColumnOf(columns, state)?.id;
  const p = (name: string) => `${paramPrefix}${name}`;

  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(p(name));
      else next.set(p(name), value);
    }
    return `${pathname}?${next.toString()}`;
  };

  const otherParams = [...searchParams.entries()].filter(([name]) => name !== p('size') && name !== p('page'));
  const sortable = columns.some((column) => column.sortValue);
  // Each column's cells alike in every row: named and classed once a rendering, not once a cell.
  const cells = columns.map((column, index) => {
    const label = index === 0 ? undefined : cellLabel(column);
    const className = cn(
      'px-4 py-3 align-middle',
      column.className,
      index === 0 ? STACKED.title : [STACKED.cell, label && STACKED.named],
    );
    return { column, label, className };
  });

  return (
    <div className="w-full">
      {/* relative: the sr-only texts of cells scrolled out of view stay inside the scroll box, not widening the page. */}
      <div className="relative w-full overflow-x-auto rounded-lg border">
        <table className={cn('w-full caption-bottom text-sm', STACKED.table)}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className={cn('bg-muted/60', sortable ? 'max-sm:block' : 'max-sm:hidden')}>
            <tr className={cn('border-b', STACKED.headRow)}>
              {columns.map((column) => {
                const sorted = column.id === sortedBy ? state.dir : false;
                const nextDir: SortDirection = sorted === 'asc' ? 'desc' : 'asc';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={cn(
                      'h-11 px-4 text-left align-middle font-semibold text-muted-foreground',
                      column.className,
                      column.sortValue ? STACKED.sortHeader : 'max-sm:hidden',
                    )}
                  >
                    {column.sortValue ? (
                      <TableLink
                        to={hrefWith({ sort: column.id, dir: nextDir, page: null })}
                        preventScrollReset
                        replace
                        className="inline-flex items-center gap-1 hover:text-foreground"
                        aria-label={t('table.sortBy', { column: column.sortLabel ?? column.id })}
                      >
                        {column.header}
                        {sorted === 'asc' ? (
                          <ArrowUp className="size-3.5" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown className="size-3.5" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-40" />
                        )}
                      </TableLink>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={STACKED.body}>
            {view.rows.length === 0 ? (
              <tr className="max-sm:block">
                <td
                  colSpan={columns.length}
                  className="h-24 px-4 text-center text-muted-foreground max-sm:flex max-sm:items-center max-sm:justify-center"
                >
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
                      STACKED.row,
                      href && 'cursor-pointer',
                      rowClassName?.(row),
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
                    {cells.map(({ column, label, className }, index) => {
                      const content = column.cell(row);
                      return (
                        <td key={column.id} data-label={label} className={className}>
                          {href && index === 0 ? (
                            <TableLink to={href} className="font-medium hover:underline">
                              {content}
                            </TableLink>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
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
            Anchor={TableLink}
            to={hrefWith({ page: String(view.page - 1) })}
            disabled={view.page <= 1}
            label={t('pagination.previous')}
          >
            <ChevronLeft />
          </PageLink>
          <PageLink
            Anchor={TableLink}
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
  Anchor,
  to,
  disabled,
  label,
  children,
}: {
  Anchor: TableLinkComponent;
  to: string;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  const className = buttonVariants({ variant: 'outline', size: 'icon' });
  if (disabled) {
    return (
      // A link that leads nowhere yet: named, and announced as disabled.
      <span role="link" aria-disabled="true" aria-label={label} className={cn(className, 'size-8 opacity-40')}>
        {children}
      </span>
    );
  }
  return (
    <Anchor to={to} aria-label={label} preventScrollReset replace className={cn(className, 'size-8')}>
      {children}
    </Anchor>
  );
}
