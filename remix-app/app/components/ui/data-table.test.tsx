/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderInRoute } from '../../../test/render';
import { applyTableState, DataTable, parseTableState, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
  likes: number;
}

const rows: Row[] = Array.from({ length: 27 }, (_, i) => ({
  id: i + 1,
  name: `Idea ${String(i + 1).padStart(2, '0')}`,
  likes: (i * 7) % 30,
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortLabel: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'likes', header: 'Likes', sortLabel: 'Likes', cell: (row) => row.likes, sortValue: (row) => row.likes },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('DataTable', () => {
  it('shows the first 10 rows by default, with the range and a next-page link', () => {
    renderInRoute(<DataTable rows={rows} columns={columns} getRowKey={(row) => row.id} defaultSort="name" />, {
      url: '/ideas',
    });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/ideas?page=2');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  it('sorts and pages from the URL', () => {
    renderInRoute(<DataTable rows={rows} columns={columns} getRowKey={(row) => row.id} />, {
      url: '/ideas?sort=likes&dir=desc&size=25&page=2',
    });
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('26–27 of 27')).toBeInTheDocument();
    const likesHeader = screen.getByRole('columnheader', { name: /Likes/ });
    expect(likesHeader).toHaveAttribute('aria-sort', 'descending');
    expect(within(likesHeader).getByRole('link')).toHaveAttribute('href', '/ideas?sort=likes&dir=asc&size=25');
  });

  it("shows a server's page as given, with its total and links to the pages around it", () => {
    const served = [rows[26]!, rows[0]!];
    renderInRoute(
      <DataTable rows={served} columns={columns} getRowKey={(row) => row.id} serverPage={{ total: 27, page: 3 }} />,
      { url: '/ideas?sort=likes&dir=desc&page=3' },
    );
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Idea 27', 'Idea 01']);
    expect(screen.getByText('21–27 of 27')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/ideas?sort=likes&dir=desc&page=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('links the first cell of a row to its page', () => {
    renderInRoute(
      <DataTable
        rows={rows.slice(0, 2)}
        columns={columns}
        getRowKey={(row) => row.id}
        rowHref={(row) => `/ideas/${row.id}`}
      />,
      { url: '/ideas' },
    );
    expect(screen.getByRole('link', { name: 'Idea 01' })).toHaveAttribute('href', '/ideas/1');
  });

  it('names every cell but the row title by its column, for the stacked rows of a phone', () => {
    renderInRoute(<DataTable rows={rows.slice(0, 1)} columns={columns} getRowKey={(row) => row.id} />, {
      url: '/ideas',
    });
    const [title, likes] = within(bodyRows()[0]!).getAllByRole('cell');
    expect(title).not.toHaveAttribute('data-label');
    expect(likes).toHaveAttribute('data-label', 'Likes');
  });

  it('says so when there are no rows', () => {
    renderInRoute(<DataTable rows={[]} columns={columns} getRowKey={(row) => row.id} />, {
      url: '/ideas',
      locale: 'sk',
    });
    expect(screen.getByText('Zatiaľ tu nič nie je.')).toBeInTheDocument();
  });
});

describe('table state', () => {
  it('accepts only the page sizes of spec 9', () => {
    expect(parseTableState(new URLSearchParams('size=all')).size).toBe('all');
    expect(parseTableState(new URLSearchParams('size=50')).size).toBe(50);
    expect(parseTableState(new URLSearchParams('size=7')).size).toBe(10);
    expect(parseTableState(new URLSearchParams('page=-3')).page).toBe(1);
  });

  it('clamps the page to the pages that exist and shows all rows with "all"', () => {
    expect(applyTableState(rows, columns, { sort: null, dir: 'asc', page: 9, size: 10 }).page).toBe(3);
    expect(applyTableState(rows, columns, { sort: null, dir: 'asc', page: 1, size: 'all' }).rows).toHaveLength(27);
  });
});
