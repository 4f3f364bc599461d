import type { TCrowd } from '@crowd/contracts/schemas';

/** The admin area's address of a crowd's tab: `/crowds/7`, `/crowds/7/theming`. */
export const crowdTabPath = (crowdId: number, tab?: CrowdTab): string =>
  tab && tab !== 'profile' ? `/crowds/${crowdId}/${tab}` : `/crowds/${crowdId}`;

/** Spec 2, tab order. */
const CROWD_TABS = [
  'profile',
  'theming',
  'categories',
  'billing',
  'ideaSettings',
  'subscription',
  'users',
  'webhooks',
] as const;
export type CrowdTab = (typeof CROWD_TABS)[number];

/**
 * Spec 2: the users tab only when the current subscription allows a private crowd, more than one
 * admin or more than one manager (a negative limit is unlimited).
 */
export function showsUsersTab(crowd: Pick<TCrowd, 'features'>): boolean {
  const features = crowd.features;
  if (!features) return false;
  const above = (limit: number, floor: number) => limit < 0 || limit > floor;
  return features.privateCrowd || above(features.admins, 1) || above(features.managers, 1);
}

/** Spec 2 and 6: the subscription and webhooks tabs for the crowd's admin only, the users tab as the plan allows. */
export const visibleTabs = (crowd: Pick<TCrowd, 'features' | 'role'>): CrowdTab[] =>
  CROWD_TABS.filter((tab) => {
    if (tab === 'subscription' || tab === 'webhooks') return crowd.role === 'CROWD_ADMIN';
    if (tab === 'users') return showsUsersTab(crowd);
    return true;
  });
