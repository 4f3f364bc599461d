/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// Node export conditions: remix-validated-form pulls in nanoid, whose browser build is ES modules only.
import type { TCrowdRole, TCrowdUserType } from '@crowd/contracts/enums';
import type { TCrowdUser } from '@crowd/contracts/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../test/render';
import { changedRows } from './users.server';
import { stagedSaveForm, UsersTable } from './users-table';

const user = (overrides: Partial<TCrowdUser>): TCrowdUser => ({
  id: 1,
  version: 1,
  userId: 11,
  email: 'user@example.com',
  name: 'User',
  userType: 'manager',
  owner: false,
  disabled: false,
  status: 'ACTIVE',
  ...overrides,
});

const USERS = [
  user({ id: 1, userId: 11, name: 'Olga', email: 'olga@example.com', userType: 'admin', owner: true }),
  user({ id: 2, userId: 12, name: 'Max', email: 'max@example.com', version: 4 }),
  user({ id: 3, userId: 13, name: 'Eva', email: 'eva@example.com', disabled: true }),
  user({ id: 4, userId: 14, name: 'Ada', email: 'ada@example.com', userType: 'admin' }),
];

function renderTable(actorRole: TCrowdRole = 'CROWD_ADMIN', userTypes: TCrowdUserType[] = ['manager', 'admin']) {
  renderRoutes(
    [
      {
        path: '/crowds/7/users',
        Component: () => (
          <UsersTable users={USERS} actorRole={actorRole} userTypes={userTypes} confirmDeleteId={null} />
        ),
      },
    ],
    { url: '/crowds/7/users' },
  );
}

describe('users table (spec 4: staged changes saved together)', () => {
  it('offers no controls for the owner', async () => {
    renderTable();
    await screen.findByText('Olga');
    expect(screen.queryByLabelText('Role of Olga')).toBeNull();
    expect(screen.queryByLabelText('Olga enabled')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Olga' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Max' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Ada' })).toBeInTheDocument();
  });

  it("offers a manager no controls for admins' rows and no admin role (only admins touch it)", async () => {
    renderTable('CROWD_MANAGER', ['manager']);
    await screen.findByText('Ada');
    expect(screen.queryByLabelText('Role of Ada')).toBeNull();
    expect(screen.queryByLabelText('Ada enabled')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
    const maxRole = screen.getByLabelText('Role of Max');
    expect(within(maxRole).queryByRole('option', { name: 'Admin' })).toBeNull();
    expect(screen.getByLabelText('Max enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Max' })).toBeInTheDocument();
  });

  it('marks changed rows and counts the changes; changing a row back un-stages it', async () => {
    renderTable();
    const save = await screen.findByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeDisabled());

    fireEvent.change(screen.getByLabelText('Role of Max'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByLabelText('Eva enabled'));
    const maxRow = screen.getByText('max@example.com').closest('tr') as HTMLElement;
    expect(within(maxRow).getByText('Changed')).toBeInTheDocument();
    expect(maxRow).toHaveClass('bg-amber-50');
    expect(screen.getAllByText('Changed')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save 2 changes' })).toBeEnabled();

    fireEvent.click(screen.getByLabelText('Eva enabled'));
    expect(screen.getAllByText('Changed')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeEnabled();
  });

  it('saves the staged rows only, with their versions, in the form the action reads', () => {
    const staged = {
      1: { userType: 'manager', disabled: true },
      2: { userType: 'admin', disabled: false },
      3: { userType: 'manager', disabled: true },
      4: { userType: 'manager', disabled: false },
    } as const;
    const form = stagedSaveForm(USERS, staged, 'CROWD_ADMIN');
    expect(form.get('subaction')).toBe('save');
    expect(changedRows(form)).toEqual([
      { id: 2, version: 4, userType: 'admin', disabled: false },
      { id: 4, version: 1, userType: 'manager', disabled: false },
    ]);
    // A manager's save leaves the owner's and the admins' rows out.
    expect(
      changedRows(stagedSaveForm(USERS, { ...staged, 2: { userType: 'manager', disabled: true } }, 'CROWD_MANAGER')),
    ).toEqual([{ id: 2, version: 4, userType: 'manager', disabled: true }]);
  });

  it('discards the staged changes', async () => {
    renderTable();
    fireEvent.change(await screen.findByLabelText('Role of Max'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByText('Changed')).toBeNull();
    expect(screen.getByLabelText('Role of Max')).toHaveValue('manager');
  });
});
