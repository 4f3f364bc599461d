/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { screen, within } from '@testing-library/react';
import { IdeaStats } from '~/features/ideas-admin/idea-stats-tab';
import { renderInRoute } from '../render';

// recharts' ResponsiveContainer measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const IDEA = { id: 42, crowdId: 1 };

const STATS = {
  comments: { all: 12, last7Days: 2, last30Days: 5 },
  likes: { all: 30, last7Days: 4, last30Days: 9 },
};

const renderStats = (locale: 'en' | 'sk' = 'en') =>
  renderInRoute(<IdeaStats stats={STATS} idea={IDEA} />, { url: '/ideas/42/stats', locale });

describe('the stats tab', () => {
  it('shows comments and likes all time, in the last 30 and the last 7 days', async () => {
    renderStats();
    const table = await screen.findByRole('table', { name: 'Comments and likes by period' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('cell')
        .filter((cell) => cell.closest('tr')?.querySelector('th')?.textContent === name)
        .map((cell) => cell.textContent);
    expect(row('All time')).toEqual(['12', '30']);
    expect(row('Last 30 days')).toEqual(['5', '9']);
    expect(row('Last 7 days')).toEqual(['2', '4']);
    expect(screen.getByTestId('idea-stats-chart')).toBeInTheDocument();
  });

  it('links the answers as JSON and CSV downloads through the same origin', async () => {
    renderStats('sk');
    const csv = await screen.findByRole('link', { name: 'Stiahnuť odpovede (CSV)' });
    expect(csv).toHaveAttribute('href', '/api/idea/export/1/42?format=csv');
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Stiahnuť odpovede (JSON)' })).toHaveAttribute(
      'href',
      '/api/idea/export/1/42?format=json',
    );
  });
});
