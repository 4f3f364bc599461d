import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { TextField } from '~/components/form/validated-field';
import { AccountCard, AccountCardContent, AccountCardFooter } from './account-card';
import { ACCOUNT_FORMS, changePasswordValidator, setPasswordValidator } from './account-forms';
import { SubmitButton } from './profile-card';
import type { ProfileUser } from './profile.server';
import { Message } from '~/i18n/message';

/**
 * Spec 5: a user with a password changes it (current password first); a user who signed up with a
 * social account sets one. Both post PUT /user/password with id and version.
 */
export function PasswordCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('account');
  const change = user.hasPassword;
  const formId = `account-password-${user.version}`;
  const texts = change ? 'changePassword' : 'setPassword';
  return (
    <AccountCard title={t(`${texts}.title`)} description={t(`${texts}.description`)}>
      <ValidatedForm
        id={formId}
        validator={change ? changePasswordValidator : setPasswordValidator}
        subaction={ACCOUNT_FORMS.password}
        method="post"
        preventScrollReset
      >
        <AccountCardContent className="grid gap-5 sm:max-w-md">
          <input type="hidden" name="id" value={user.id} />
          <input type="hidden" name="version" value={user.version} />
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden aria-hidden />
          {change ? (
            <TextField
              name="currentPassword"
              type="password"
              label={t('changePassword.currentPassword')}
              autoComplete="current-password"
            />
          ) : null}
          <TextField
            name="password"
            type="password"
            label={t(`${texts}.password`)}
            hint={<Message text="password_rules" />}
            autoComplete="new-password"
          />
          <TextField
            name="confirmPassword"
            type="password"
            label={t(`${texts}.confirmPassword`)}
            autoComplete="new-password"
          />
        </AccountCardContent>
        <AccountCardFooter>
          <SubmitButton formId={formId} label={t(`${texts}.save`)} />
        </AccountCardFooter>
      </ValidatedForm>
    </AccountCard>
  );
}
