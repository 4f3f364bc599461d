import { LIMITS, UI } from '@crowd/contracts/limits';
import { LOCALES } from '@crowd/contracts/locales';
import { codePointLength } from '@crowd/contracts/characters';
import { useTranslation } from 'react-i18next';
import { useIsSubmitting, ValidatedForm } from 'remix-validated-form';
import { SelectField, TextareaField, TextField } from '~/components/form/validated-field';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { AccountCard, AccountCardContent, AccountCardFooter } from './account-card';
import { ACCOUNT_FORMS, profileValidator } from './account-forms';
import type { ProfileUser } from './profile.server';

/** Spec 5 (profile): e-mail read-only, name required, about ≤ 600 with a counter, default locale. */
export function ProfileCard({ user, timeZones }: { user: ProfileUser; timeZones: readonly string[] }) {
  const { t } = useTranslation('account');
  // A new form (and form state) for every saved version, so it starts from the saved values.
  const formId = `account-profile-${user.version}`;
  return (
    <AccountCard title={t('profile.title')} description={t('profile.description')}>
      <ValidatedForm
        id={formId}
        validator={profileValidator}
        subaction={ACCOUNT_FORMS.profile}
        method="post"
        defaultValues={{ name: user.name, about: user.about, locale: user.locale, timeZone: user.timeZone }}
        preventScrollReset
      >
        <AccountCardContent className="grid gap-5">
          <input type="hidden" name="id" value={user.id} />
          <input type="hidden" name="version" value={user.version} />
          <div className="grid gap-2">
            <Label htmlFor="account-email">{t('profile.email')}</Label>
            <Input
              id="account-email"
              type="email"
              value={user.email}
              readOnly
              aria-describedby="account-email-hint"
              className="bg-muted text-muted-foreground"
            />
            <p id="account-email-hint" className="text-xs text-muted-foreground">
              {t('profile.emailHint')}
            </p>
          </div>
          <TextField name="name" label={t('profile.name')} autoComplete="name" maxLength={LIMITS.userNameMax} />
          <TextareaField
            name="about"
            label={t('profile.about')}
            placeholder={t('profile.aboutPlaceholder')}
            rows={UI.aboutRows.min}
            // The counter's limit stops the typing too (the browser counts UTF-16 units: an emoji is
            // two of them, so the field never lets more than the contracts' code points through).
            maxLength={LIMITS.aboutMax}
            // Grows with its text from 5 to 10 rows (spec 9), then scrolls.
            textareaClassName="field-sizing-content min-h-[calc(5lh+1rem+2px)] max-h-[calc(10lh+1rem+2px)] resize-y"
            counter={{
              max: LIMITS.aboutMax,
              count: codePointLength,
              format: (count, max) => t('profile.aboutCounter', { count, max }),
            }}
          />
          <SelectField
            name="locale"
            label={t('profile.locale')}
            hint={t('profile.localeHint')}
            className="sm:max-w-xs"
            options={LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }))}
          />
          <SelectField
            name="timeZone"
            label={t('profile.timeZone')}
            hint={t('profile.timeZoneHint')}
            className="sm:max-w-xs"
            options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
          />
        </AccountCardContent>
        <AccountCardFooter>
          <SubmitButton formId={formId} label={t('profile.save')} />
        </AccountCardFooter>
      </ValidatedForm>
    </AccountCard>
  );
}

export function SubmitButton({ formId, label }: { formId: string; label: string }) {
  const { t } = useTranslation('account');
  const submitting = useIsSubmitting(formId);
  return (
    <Button type="submit" disabled={submitting}>
      {submitting ? t('saving') : label}
    </Button>
  );
}
