/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { resources } from '@crowd/i18n';
import { fireEvent, screen, within } from '@testing-library/react';
import { CrowdsPage } from '~/features/crowd-admin/crowds/crowds-page';
import { renderInRoute } from '../render';

const { common, crowdAdmin } = resources.en;

/** What the page's loader gave it. */
let loaded: unknown = null;
jest.mock('@remix-run/react', () => ({
  ...jest.requireActual('@remix-run/react'),
  useLoaderData: () => loaded,
}));

const row = (overrides: Record<string, unknown>) => ({
  id: 1,
  title: '',
  status: 'inactive',
  plan: 'no_subscription',
  siteUrl: null,
  deletable: false,
  ...overrides,
});

describe('/crowds page (spec 2.7)', () => {
  it('says what to do first when the user has no crowd', () => {
    loaded = { crowds: [] };
    renderInRoute(<CrowdsPage />, { url: '/crowds' });
    expect(screen.getByText(crowdAdmin.crowds.empty.title)).toBeInTheDocument();
    expect(screen.getByText(crowdAdmin.crowds.empty.hint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: crowdAdmin.crowds.create })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the crowds by name with translated status and plan, settings and their site', () => {
    loaded = {
      crowds: [
        row({ id: 2, title: 'Zeta', status: 'active', plan: 'concert', siteUrl: 'http://zeta.localhost:3000/' }),
        row({ id: 3, title: 'Alpha' }),
      ],
    };
    renderInRoute(<CrowdsPage />, { url: '/crowds' });

    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('Alpha');
    expect(first).toHaveTextContent(common.crowdStatus.inactive);
    expect(first).toHaveTextContent(common.plans.no_subscription);
    expect(second).toHaveTextContent(common.plans.concert);

    const zeta = within(second!);
    expect(zeta.getByRole('link', { name: 'Settings of Zeta' })).toHaveAttribute('href', '/crowds/2');
    const site = zeta.getByRole('link', { name: 'Open the site of Zeta in a new tab' });
    expect(site).toHaveAttribute('href', 'http://zeta.localhost:3000/');
    expect(site).toHaveAttribute('target', '_blank');

    // Without a subdomain there is no site to open yet: the action is disabled and says why.
    const noSite = within(first!).getByRole('link', { name: /Open the site of Alpha/ });
    expect(noSite).toHaveAttribute('aria-disabled', 'true');
    expect(noSite).not.toHaveAttribute('href');
    expect(noSite).toHaveAccessibleName(expect.stringContaining(crowdAdmin.crowds.actions.noSite));
  });

  it('offers "Delete" only for a crowd the user may delete, and asks in a dialog first', () => {
    loaded = {
      crowds: [row({ id: 4, title: 'Draft', deletable: true }), row({ id: 5, title: 'Paid' })],
      confirmDeleteId: null,
    };
    renderInRoute(<CrowdsPage />, { url: '/crowds' });
    expect(screen.queryByRole('button', { name: 'Delete Paid' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Draft' }));
    const dialog = screen.getByRole('alertdialog', { name: crowdAdmin.crowds.delete.title });
    expect(dialog).toHaveTextContent('The crowd Draft is deleted for good');
    const confirm = within(dialog).getByRole('button', { name: crowdAdmin.crowds.delete.confirm });
    expect(confirm).toHaveAttribute('name', 'intent');
    expect(confirm).toHaveAttribute('value', 'deleteCrowd');
    expect(confirm.closest('form')?.querySelector('input[name="crowdId"]')).toHaveValue('4');
  });

  it('asks in the page without JavaScript (?delete=id)', () => {
    loaded = { crowds: [row({ id: 4, title: 'Draft', deletable: true })], confirmDeleteId: 4 };
    renderInRoute(<CrowdsPage />, { url: '/crowds?delete=4' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(crowdAdmin.crowds.delete.title);
    expect(within(alert).getByRole('link', { name: common.actions.cancel })).toHaveAttribute('href', '/crowds');
    expect(within(alert).getByRole('button', { name: crowdAdmin.crowds.delete.confirm })).toHaveAttribute(
      'type',
      'submit',
    );
  });
});
