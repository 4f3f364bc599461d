import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '~/components/form/validated-field';
import { Message } from '~/i18n/message';

/** The sign-in pages' e-mail field (or its confirmation): e-mail keyboard, no capitals, no spellcheck. */
export function EmailField({ name = 'email' }: { name?: 'email' | 'confirmEmail' }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name={name}
      size="lg"
      type="email"
      label={name === 'email' ? t('fields.email') : t('fields.confirmEmail')}
      placeholder={name === 'email' ? t('fields.emailPlaceholder') : undefined}
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

/** A new password with the rules under it (until an error restates them) and its confirmation. */
export function NewPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        name="password"
        size="lg"
        label={label}
        autoComplete="new-password"
        hint={<Message text="password_rules" />}
        hintHiddenOnError
      />
      <PasswordField name="confirmPassword" size="lg" label={t('fields.confirmPassword')} autoComplete="new-password" />
    </>
  );
}
