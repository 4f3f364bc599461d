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

/**
 * What the user may do with an idea of the /ideas table (spec 2.8), by their role in its crowd:
 * the crowd's staff administer it (edit, state, comments, stats); its owner and the crowd's admins
 * delete it. The page offers what this allows; the API decides each call again.
 */
export const ideaRightsOf = (
  role: TCrowdRoleValue | null | undefined,
  idea: { ownerId: number | null },
  userId: number,
): { administer: boolean; remove: boolean } => ({
  administer: isCrowdStaff(role),
  remove: role === 'CROWD_ADMIN' || (idea.ownerId !== null && idea.ownerId === userId),
});
