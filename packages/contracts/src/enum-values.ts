/*
 * The values of the enums a public page shows, without zod (enums.ts builds its schemas from
 * them): zod is about 14 KB gzip, which the crowd home and the idea page need not load.
 */

export const IDEA_STATES = [
  'SUBMITTED',
  'IN_REVIEW',
  'DEFERRED',
  'APPROVED',
  'UNDERWAY',
  'IMPLEMENTED',
  'REJECTED',
] as const;

export const IDEA_TAGS = ['implemented', 'featured', 'rewarded', 'new_idea', 'most_likes', 'most_comments'] as const;

export const IDEA_FILTERS = ['featured', 'rewarded', 'new_idea', 'most_likes', 'most_comments'] as const;

export const CROWD_ROLES = ['CROWD_ADMIN', 'CROWD_MANAGER', 'CROWD_FOLLOWER'] as const;
type TCrowdRoleValue = (typeof CROWD_ROLES)[number];

/** The roles that run a crowd (its admin area, its users, comment moderation): admins and managers. */
export const CROWD_STAFF_ROLES: readonly TCrowdRoleValue[] = ['CROWD_ADMIN', 'CROWD_MANAGER'];
export const isCrowdStaff = (role: TCrowdRoleValue | null | undefined): boolean =>
  role != null && CROWD_STAFF_ROLES.includes(role);
