import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/form/validated-field';

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
