import type { TDigestFrequency, TNotificationType } from '@crowd/contracts/enums';
import { useLoaderData } from '@remix-run/react';
import { BellRing, CreditCard, Lightbulb, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { useHydrated } from '~/components/form/use-hydrated';
import { NativeSelect } from '~/components/ui/select';
import { Switch } from '~/components/ui/switch';
import { AccountCard, AccountCardContent, AccountCardFooter } from './account-card';
import { DIGEST_CHOICES, digestField, notificationSettingsValidator } from './account-forms';
import type { loadNotificationSettings } from './notification-settings.server';
import { SubmitButton } from './profile-card';

type Group = 'crowd' | 'subscription' | 'idea';
const GROUP_ICONS: Record<Group, ReactNode> = {
  crowd: <Users className="size-4" />,
  subscription: <CreditCard className="size-4" />,
  idea: <Lightbulb className="size-4" />,
};
const groupOf = (type: TNotificationType): Group =>
  type.startsWith('crowdSubscription') ? 'subscription' : type.startsWith('crowd') ? 'crowd' : 'idea';

/**
 * /account/notificationSettings: per notification type of the settings map, the instant e-mail
 * toggle and the digest it goes into instead (decision 036).
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('account');
  const { version, settings } = useLoaderData<typeof loadNotificationSettings>();
  // A new form (and form state) for every saved version, so it starts from the saved values.
  const formId = `account-notification-settings-${version}`;
  const groups = (['crowd', 'subscription', 'idea'] as const)
    .map((group) => ({ group, items: settings.filter((setting) => groupOf(setting.type) === group) }))
    .filter((entry) => entry.items.length > 0);

  return (
    <AccountCard
      title={t('notificationSettings.title')}
      description={t('notificationSettings.description')}
      icon={<BellRing className="size-5 text-primary" aria-hidden />}
    >
      <ValidatedForm
        key={formId}
        id={formId}
        validator={notificationSettingsValidator}
        method="post"
        preventScrollReset
      >
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="types" value={settings.map((setting) => setting.type).join(',')} />
        <AccountCardContent className="grid gap-6">
          <p className="text-sm text-muted-foreground">{t('notificationSettings.digestHint')}</p>
          {groups.map(({ group, items }) => (
            <fieldset key={group} className="grid gap-1">
              <legend className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {GROUP_ICONS[group]}
                {t(`notificationSettings.groups.${group}`)}
              </legend>
              <ul className="divide-y rounded-lg border">
                {items.map((setting) => (
                  <SettingRow
                    key={setting.type}
                    type={setting.type}
                    enabled={setting.enabled}
                    digest={setting.digest}
                  />
                ))}
              </ul>
            </fieldset>
          ))}
        </AccountCardContent>
        <AccountCardFooter>
          <SubmitButton formId={formId} label={t('notificationSettings.save')} />
        </AccountCardFooter>
      </ValidatedForm>
    </AccountCard>
  );
}

/**
 * The instant toggle: a Radix switch once React runs (its value travels in a hidden field rendered
 * only then); without JavaScript the switch is hidden and a plain checkbox of the same name takes
 * its place. The digest is a native select, which needs no script. Each control is named by its
 * own label and the type's.
 */
function SettingRow({
  type,
  enabled,
  digest,
}: {
  type: TNotificationType;
  enabled: boolean;
  digest: TDigestFrequency;
}) {
  const { t } = useTranslation('account');
  const id = useId();
  const hydrated = useHydrated();
  const [checked, setChecked] = useState(enabled);
  return (
    <li className="grid gap-3 px-4 py-3 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6">
      <span id={`${id}-label`} className="text-sm leading-snug">
        {t(`notificationSettings.types.${type}`)}
      </span>
      <span className="flex items-center gap-2">
        <label id={`${id}-instant`} htmlFor={`${id}-switch`} className="text-xs text-muted-foreground">
          {t('notificationSettings.instant')}
        </label>
        <noscript>
          <input
            type="checkbox"
            name={type}
            defaultChecked={enabled}
            aria-labelledby={`${id}-instant ${id}-label`}
            className="size-5 accent-primary"
          />
        </noscript>
        <Switch
          id={`${id}-switch`}
          checked={checked}
          onCheckedChange={setChecked}
          aria-labelledby={`${id}-instant ${id}-label`}
          className="js-only"
        />
        {hydrated && checked ? <input type="hidden" name={type} value="on" /> : null}
      </span>
      <span className="flex items-center gap-2">
        <label id={`${id}-digest`} htmlFor={`${id}-digest-select`} className="text-xs text-muted-foreground">
          {t('notificationSettings.digest')}
        </label>
        <NativeSelect
          id={`${id}-digest-select`}
          name={digestField(type)}
          defaultValue={digest}
          aria-labelledby={`${id}-digest ${id}-label`}
          className="h-9 w-auto"
        >
          {DIGEST_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`notificationSettings.digestChoices.${choice}`)}
            </option>
          ))}
        </NativeSelect>
      </span>
    </li>
  );
}
