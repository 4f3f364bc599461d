import { useLoaderData } from '@remix-run/react';
import type { TCrowdUserType } from '@crowd/contracts/enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { SelectField, TextareaField } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import { AccountCard, AccountCardContent, AccountCardFooter } from '~/features/account/account-card';
import { SwitchCheckbox } from './switch-checkbox';
import { addUsersValidator, privacyValidator, USERS_FORMS } from './users-forms';
import type { loadCrowdUsers, PrivacySettings } from './users.server';
import { UsersTable } from './users-table';

/** /crowds/{crowdId}/users: privacy (with the privateCrowd feature), adding users, the users table. */
export function CrowdUsersPage() {
  const { users, actorRole, userTypes, privacy, confirmDeleteId } = useLoaderData<typeof loadCrowdUsers>();
  return (
    <div className="grid gap-6">
      {privacy ? <PrivacyCard privacy={privacy} /> : null}
      <AddUsersCard userTypes={userTypes} />
      <UsersTable users={users} actorRole={actorRole} userTypes={userTypes} confirmDeleteId={confirmDeleteId} />
    </div>
  );
}

function SaveButton({ formId, label }: { formId: string; label: string }) {
  const { t } = useTranslation('crowdAdmin');
  const submitting = useIsSubmitting(formId);
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? t('users.saving') : label}
    </Button>
  );
}

function SwitchRow({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium leading-none">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <SwitchCheckbox id={id} name={name} defaultChecked={defaultChecked} aria-describedby={`${id}-hint`} />
    </div>
  );
}

function PrivacyCard({ privacy }: { privacy: PrivacySettings }) {
  const { t } = useTranslation('crowdAdmin');
  // A new form for every saved version, so it starts from the saved values.
  const formId = `crowd-privacy-${privacy.version}`;
  return (
    <AccountCard title={t('users.privacy.title')} description={t('users.privacy.description')}>
      <ValidatedForm
        id={formId}
        validator={privacyValidator}
        subaction={USERS_FORMS.privacy}
        method="post"
        defaultValues={{ allowedDomains: privacy.allowedDomains }}
        preventScrollReset
      >
        <AccountCardContent className="grid gap-5">
          <input type="hidden" name="id" value={privacy.id} />
          <input type="hidden" name="version" value={privacy.version} />
          <SwitchRow
            name="privateCrowd"
            label={t('users.privacy.privateCrowd')}
            hint={t('users.privacy.privateCrowdHint')}
            defaultChecked={privacy.privateCrowd}
          />
          <TextareaField
            name="allowedDomains"
            label={t('users.privacy.allowedDomains')}
            hint={t('users.privacy.allowedDomainsHint')}
            rows={3}
            spellCheck={false}
          />
          <SwitchRow
            name="allowPrePrivateLogins"
            label={t('users.privacy.allowPrePrivateLogins')}
            hint={t('users.privacy.allowPrePrivateLoginsHint')}
            defaultChecked={privacy.allowPrePrivateLogins}
          />
          {privacy.privateUsersFeature ? (
            <SwitchRow
              name="privateUsers"
              label={t('users.privacy.privateUsers')}
              hint={t('users.privacy.privateUsersHint')}
              defaultChecked={privacy.privateUsers}
            />
          ) : null}
        </AccountCardContent>
        <AccountCardFooter>
          <SaveButton formId={formId} label={t('users.privacy.save')} />
        </AccountCardFooter>
      </ValidatedForm>
    </AccountCard>
  );
}

function AddUsersCard({ userTypes }: { userTypes: TCrowdUserType[] }) {
  const { t } = useTranslation('crowdAdmin');
  const formId = 'crowd-add-users';
  return (
    <AccountCard title={t('users.add.title')} description={t('users.add.description')}>
      {userTypes.length === 0 ? (
        <AccountCardContent>
          <p className="text-sm text-muted-foreground">{t('users.add.noRoles')}</p>
        </AccountCardContent>
      ) : (
        <ValidatedForm
          id={formId}
          validator={addUsersValidator}
          subaction={USERS_FORMS.add}
          method="post"
          defaultValues={{ userType: userTypes[0] }}
          resetAfterSubmit
          preventScrollReset
        >
          <AccountCardContent className="grid gap-5 sm:grid-cols-[1fr_14rem]">
            <TextareaField
              name="emails"
              label={t('users.add.emails')}
              hint={t('users.add.emailsHint')}
              rows={3}
              autoComplete="off"
              spellCheck={false}
            />
            <SelectField
              name="userType"
              label={t('users.add.userType')}
              options={userTypes.map((type) => ({ value: type, label: t(`users.userTypes.${type}`) }))}
            />
          </AccountCardContent>
          <AccountCardFooter>
            <SaveButton formId={formId} label={t('users.add.submit')} />
          </AccountCardFooter>
        </ValidatedForm>
      )}
    </AccountCard>
  );
}
