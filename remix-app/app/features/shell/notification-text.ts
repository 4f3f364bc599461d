import type { TNotificationType } from '@crowd/contracts/enums';
import type { TNotification } from '@crowd/contracts/schemas';
import type { TFunction } from 'i18next';

/** The types whose data carries one more value, and the sentence that names it. */
const DETAIL: Partial<
  Record<TNotificationType, 'role' | 'authorName' | 'milestone' | 'tags' | 'state' | 'sourceName' | 'url'>
> = {
  crowdRoleAdded: 'role',
  ideaCommented: 'authorName',
  ideaLikeMilestoneReached: 'milestone',
  ideaMarkedByAdmin: 'tags',
  ideaStateChanged: 'state',
  ideaMerged: 'sourceName',
  webhookDisabled: 'url',
};

/** The API stores codes (a role, tags, a state), not texts: the reader's language names them. */
function detailText(t: TFunction, field: string, value: string): string {
  switch (field) {
    case 'role':
      return t(`common:roles.${value}`, { defaultValue: value });
    case 'state':
      return t(`common:ideaStates.${value}`, { defaultValue: value });
    case 'tags':
      return value
        .split(',')
        .filter(Boolean)
        .map((tag) => t(`common:ideaTags.${tag}`, { defaultValue: tag }))
        .join(', ');
    default:
      return value;
  }
}

/**
 * A notification's sentence in the reader's language, from the values the API stored with it:
 * the detailed one when its extra value is there (who commented, the new state…), else the plain one.
 */
export function notificationText(t: TFunction, notification: TNotification): string {
  const values: Record<string, string> = { name: '', domain: '' };
  for (const [key, value] of Object.entries(notification.data)) values[key] = value === null ? '' : String(value);
  const field = DETAIL[notification.type];
  const detail = field ? values[field] : undefined;
  if (field && detail) {
    return t(`common:notifications.detailed.${notification.type}`, {
      ...values,
      [field]: detailText(t, field, detail),
      // "reached 1 like", "10 likes": the milestone is the count its sentence agrees with.
      ...(field === 'milestone' ? { count: Number(detail) } : {}),
    });
  }
  return t(`common:notifications.types.${notification.type}`, values);
}
