/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import { fireEvent, screen, within } from '@testing-library/react';
import type { TCategory } from '@crowd/contracts/schemas';
import { makeCategory, makeCrowd } from '../../../../test/mocks/crowd-admin-factories';
import { renderInRoute } from '../../../../test/render';
import { CategoriesCard } from './categories-page';

const crowd = makeCrowd();
const LIST = `/crowds/${crowd.id}/categories`;

function renderPage(categories: TCategory[], url = LIST) {
  const confirmDeleteId = Number(new URL(url, 'http://x').searchParams.get('delete')) || null;
  return renderInRoute(
    <CategoriesCard crowdId={crowd.id} categories={categories} confirmDeleteId={confirmDeleteId} />,
    { url },
  );
}

describe('CategoriesCard', () => {
  it('says there are no categories yet and offers to add one', async () => {
    renderPage([]);
    expect(await screen.findByText('There are no categories yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add category' })).toHaveAttribute('href', `${LIST}/create`);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists name, description, visibility and idea count, with edit and delete per row', async () => {
    const energy = makeCategory(crowd.id, { name: 'Energy', description: 'Sun and wind', ideaCount: 3 });
    renderPage([energy, makeCategory(crowd.id, { name: 'Drafts', visible: false })]);
    const row = (await screen.findByRole('link', { name: 'Energy' })).closest('tr');
    if (!row) throw new Error('no row for Energy');
    expect(within(row).getByText('Sun and wind')).toBeInTheDocument();
    expect(within(row).getByText('Visible')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit the category “Energy”' })).toHaveAttribute(
      'href',
      `${LIST}/${energy.id}`,
    );
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });

  it('asks in a dialog before deleting, saying the ideas stay without a category', async () => {
    const energy = makeCategory(crowd.id, { name: 'Energy', ideaCount: 2 });
    renderPage([energy]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the category “Energy”' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'The category “Energy” will be deleted. Its ideas stay, without a category. 2 ideas will have no category.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete category' })).toBeInTheDocument();
  });

  it('asks in the page without JavaScript (?delete=id)', async () => {
    const energy = makeCategory(crowd.id, { name: 'Energy' });
    renderPage([energy], `${LIST}?delete=${energy.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Delete this category?');
    expect(within(alert).getByRole('button', { name: 'Delete category' })).toBeInTheDocument();
  });
});
