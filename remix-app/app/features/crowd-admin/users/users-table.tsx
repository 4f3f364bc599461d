import { Form, Link, useNavigation, useSubmit } from '@remix-run/react';
import { mayChangeCrowdUser, type TCrowdRole, type TCrowdUserType } from '@crowd/contracts/enums';
import type { TCrowdUser } from '@crowd/contracts/schemas';
import { Trash2, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/components/form/use-hydrated';
import { Badge } from '~/components/ui/badge';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '~/components/ui/data-table';
import { NativeSelect } from '~/components/ui/select';
import { AccountCard, AccountCardContent, EmptyState } from '~/features/account/account-card';
import { cn } from '~/lib/utils';
import { SwitchCheckbox } from './switch-checkbox';
import { USERS_FORMS } from './users-forms';

/** The table's inputs belong to this form by their `form` attribute: the table has forms of its own. */
const SAVE_FORM_ID = 'crowd-users-save';

export interface Staged {
  userType: TCrowdUserType;
  disabled: boolean;
}

const stagedOf = (user: TCrowdUser): Staged => ({ userType: user.userType, disabled: user.disabled });

/** Must match `rowState` of users.server.ts, which tells changed rows from unchanged ones. */
const rowState = (state: Staged): string => `${state.userType}:${state.disabled ? 'disabled' : 'enabled'}`;

/** The posted fields of a row (see `changedRows` in users.server.ts). */
function rowFields(user: TCrowdUser, state: Staged): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['id', String(user.id)],
    [`version-${user.id}`, String(user.version)],
    [`was-${user.id}`, rowState(stagedOf(user))],
    [`userType-${user.id}`, state.userType],
  ];
  if (!state.disabled) fields.push([`enabled-${user.id}`, 'on']);
  return fields;
}

/** What the save posts with JavaScript: the staged rows of every page of the table the actor may change. */
export function stagedSaveForm(
  users: readonly TCrowdUser[],
  staged: Readonly<Record<number, Staged>>,
  actorRole: TCrowdRole | null,
): FormData {
  const form = new FormData();
  form.set('subaction', USERS_FORMS.save);
  for (const user of users) {
    const state = staged[user.id];
    if (!state || !mayChangeCrowdUser(actorRole, user) || rowState(state) === rowState(stagedOf(user))) continue;
    for (const [name, value] of rowFields(user, state)) form.append(name, value);
  }
  return form;
}

/**
 * Spec 4: role and enabled changes are staged in the page (changed rows highlighted) and saved
 * together. With JavaScript the staged rows of every page are sent; without it the rows shown
 * post their values and the action keeps only the changed ones. Rows the actor may not change
 * (the owner's; an admin's for a manager, decision 015) show their role without controls.
 */
export function UsersTable({
  users,
  actorRole,
  userTypes,
  confirmDeleteId,
}: {
  users: TCrowdUser[];
  actorRole: TCrowdRole | null;
  userTypes: TCrowdUserType[];
  confirmDeleteId: number | null;
}) {
  const { t } = useTranslation('crowdAdmin');
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('subaction') === USERS_FORMS.save;
  // Loaded users (their versions) reset what is staged: after a save the page starts from the saved values.
  const loadedKey = users.map((user) => `${user.id}.${user.version}`).join(',');
  const [staged, setStaged] = useState<{ key: string; rows: Record<number, Staged> }>({ key: loadedKey, rows: {} });
  const rows = staged.key === loadedKey ? staged.rows : {};
  const stateOf = (user: TCrowdUser): Staged => rows[user.id] ?? stagedOf(user);
  const isChanged = (user: TCrowdUser) => rowState(stateOf(user)) !== rowState(stagedOf(user));
  const changed = users.filter(isChanged);

  const stage = (user: TCrowdUser, change: Partial<Staged>) =>
    setStaged({ key: loadedKey, rows: { ...rows, [user.id]: { ...stateOf(user), ...change } } });

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(stagedSaveForm(users, rows, actorRole), { method: 'post', preventScrollReset: true });
  };

  const confirming = users.find((user) => user.id === confirmDeleteId);
  const locked = (user: TCrowdUser) => !mayChangeCrowdUser(actorRole, user);

  const columns: DataTableColumn<TCrowdUser>[] = [
    {
      id: 'name',
      header: t('users.table.name'),
      sortValue: (user) => user.name,
      sortLabel: t('users.table.name'),
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {user.name}
          {user.owner ? <Badge variant="secondary">{t('users.table.owner')}</Badge> : null}
          {user.status === 'UNVERIFIED' ? <Badge variant="muted">{t('users.table.unverified')}</Badge> : null}
          {isChanged(user) ? <Badge variant="warning">{t('users.table.changed')}</Badge> : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('users.table.email'),
      sortValue: (user) => user.email,
      sortLabel: t('users.table.email'),
      cell: (user) => <span className="text-muted-foreground wrap-anywhere">{user.email}</span>,
    },
    {
      id: 'role',
      header: t('users.table.role'),
      cell: (user) =>
        locked(user) ? (
          t(`users.userTypes.${user.userType}`)
        ) : (
          <RoleCell
            user={user}
            state={stateOf(user)}
            userTypes={userTypes}
            onChange={(userType) => stage(user, { userType })}
          />
        ),
    },
    {
      id: 'enabled',
      header: t('users.table.enabled'),
      cell: (user) =>
        locked(user) ? null : (
          <SwitchCheckbox
            form={SAVE_FORM_ID}
            name={`enabled-${user.id}`}
            checked={!stateOf(user).disabled}
            onChange={(event) => stage(user, { disabled: !event.currentTarget.checked })}
            aria-label={t('users.table.enabledOf', { name: user.name })}
          />
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('users.table.actions')}</span>,
      className: 'text-right',
      cell: (user) => (locked(user) ? null : <RemoveUser user={user} />),
    },
  ];

  return (
    <AccountCard title={t('users.table.title')} description={t('users.table.description')}>
      <AccountCardContent className="grid gap-4">
        {users.length === 0 ? (
          <EmptyState icon={<Users aria-hidden />} title={t('users.table.empty')} hint={t('users.add.description')} />
        ) : (
          <>
            <DataTable
              rows={users}
              columns={columns}
              getRowKey={(user) => user.id}
              rowClassName={(user) => (isChanged(user) ? 'bg-amber-50 hover:bg-amber-100/70' : undefined)}
              caption={t('users.table.caption')}
              paramPrefix="users-"
            />
            <Form
              id={SAVE_FORM_ID}
              method="post"
              preventScrollReset
              onSubmit={hydrated ? onSave : undefined}
              className="flex flex-wrap items-center justify-end gap-2"
            >
              <input type="hidden" name="subaction" value={USERS_FORMS.save} />
              {hydrated && changed.length > 0 ? (
                <Button type="button" variant="outline" onClick={() => setStaged({ key: loadedKey, rows: {} })}>
                  {t('users.table.discard')}
                </Button>
              ) : null}
              <Button type="submit" disabled={saving || (hydrated && changed.length === 0)}>
                {saving
                  ? t('users.saving')
                  : hydrated && changed.length > 0
                    ? t('users.table.saveCount', { count: changed.length })
                    : t('users.table.save')}
              </Button>
            </Form>
            {confirming ? <InlineConfirm user={confirming} /> : null}
          </>
        )}
      </AccountCardContent>
    </AccountCard>
  );
}

function RoleCell({
  user,
  state,
  userTypes,
  onChange,
}: {
  user: TCrowdUser;
  state: Staged;
  userTypes: TCrowdUserType[];
  onChange: (userType: TCrowdUserType) => void;
}) {
  const { t } = useTranslation('crowdAdmin');
  // The user's own role stays selectable even when the plan no longer offers it.
  const options = userTypes.includes(user.userType) ? userTypes : [user.userType, ...userTypes];
  return (
    <>
      {rowFields(user, state)
        .filter(([name]) => !name.startsWith('userType-') && !name.startsWith('enabled-'))
        .map(([name, value]) => (
          <input key={name} type="hidden" form={SAVE_FORM_ID} name={name} value={value} />
        ))}
      <NativeSelect
        form={SAVE_FORM_ID}
        name={`userType-${user.id}`}
        value={state.userType}
        onChange={(event) => onChange(event.currentTarget.value as TCrowdUserType)}
        aria-label={t('users.table.roleOf', { name: user.name })}
        className={cn('h-9 min-w-32', state.userType !== user.userType && 'border-amber-500 ring-1 ring-amber-500')}
      >
        {options.map((type) => (
          <option key={type} value={type}>
            {t(`users.userTypes.${type}`)}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

function removeTexts(t: (key: string, values?: Record<string, string>) => string, user: TCrowdUser) {
  const role = t(`users.userTypes.${user.userType}`);
  return {
    label: t('users.table.removeLabel', { name: user.name }),
    text: t('users.table.removeText', { name: user.name, email: user.email, role }),
  };
}

/** A dialog asks first; without JavaScript the button is a link to the page's own confirmation. */
function RemoveUser({ user }: { user: TCrowdUser }) {
  const { t } = useTranslation('crowdAdmin');
  const texts = removeTexts(t, user);
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="js-only" aria-label={texts.label}>
            <Trash2 />
            <span className="hidden sm:inline">{t('users.table.remove')}</span>
          </Button>
        }
        title={t('users.table.removeTitle')}
        description={texts.text}
        confirmLabel={t('users.table.confirmRemove')}
        form={{ fields: { subaction: USERS_FORMS.remove, crowdUserId: String(user.id) } }}
      />
      <noscript>
        <Link
          to={`?delete=${user.id}`}
          aria-label={texts.label}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('users.table.remove')}
        </Link>
      </noscript>
    </>
  );
}

function InlineConfirm({ user }: { user: TCrowdUser }) {
  const { t } = useTranslation('crowdAdmin');
  const texts = removeTexts(t, user);
  return (
    <div role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-4">
      <p className="font-medium">{t('users.table.removeTitle')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{texts.text}</p>
      <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="." className={buttonVariants({ variant: 'outline' })}>
          {t('common:actions.cancel')}
        </Link>
        <Form method="post">
          <input type="hidden" name="subaction" value={USERS_FORMS.remove} />
          <input type="hidden" name="crowdUserId" value={user.id} />
          <Button type="submit" variant="destructive" className="w-full sm:w-auto">
            {t('users.table.confirmRemove')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
