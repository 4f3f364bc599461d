import type { TNotificationType } from '@crowd/contracts/enums';
import { useLoaderData } from '@remix-run/react';
import { BellRing, CreditCard, Lightbulb, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from 'remix-validated-form';
import { useHydrated } from '~/components/form/use-hydrated';
import { Switch } from '~/components/ui/switch';
import { AccountCard, AccountCardContent, AccountCardFooter } from './account-card';
import { notificationSettingsValidator } from './account-forms';
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

/** /account/notificationSettings: one e-mail toggle per notification type of the settings map. */
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
          {groups.map(({ group, items }) => (
            <fieldset key={group} className="grid gap-1">
              <legend className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {GROUP_ICONS[group]}
                {t(`notificationSettings.groups.${group}`)}
              </legend>
              <ul className="divide-y rounded-lg border">
                {items.map((setting) => (
                  <SettingRow key={setting.type} type={setting.type} enabled={setting.enabled} />
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
 * A Radix switch once React runs (its value travels in a hidden field rendered only then); without
 * JavaScript the switch is hidden and a plain checkbox of the same name takes its place.
 */
function SettingRow({ type, enabled }: { type: TNotificationType; enabled: boolean }) {
  const { t } = useTranslation('account');
  const id = useId();
  const hydrated = useHydrated();
  const [checked, setChecked] = useState(enabled);
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <label id={`${id}-label`} htmlFor={`${id}-switch`} className="text-sm leading-snug">
        {t(`notificationSettings.types.${type}`)}
      </label>
      <noscript>
        <input
          type="checkbox"
          name={type}
          defaultChecked={enabled}
          aria-labelledby={`${id}-label`}
          className="size-5 accent-primary"
        />
      </noscript>
      <Switch id={`${id}-switch`} checked={checked} onCheckedChange={setChecked} className="js-only" />
      {hydrated && checked ? <input type="hidden" name={type} value="on" /> : null}
    </li>
  );
}
