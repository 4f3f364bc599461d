import { forbidden, unauthorized } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { assertMayActInCrowd, type CrowdContext } from './crowd-context.service';

/**
 * Whether the caller may see a crowd's content (ideas, comments): anyone in a public crowd; in a
 * private crowd only its members (401 signed out, 403 `user_bound_to_other_crowd` for a private
 * user of another crowd, 403 for other users), so outsiders learn nothing of it.
 */
export function assertMaySeeContent(context: CrowdContext, user: RequestUser | undefined): void {
  if (!context.crowd.privateCrowd) return;
  if (!user) throw unauthorized();
  assertMayActInCrowd(user, context.crowd.id);
  if (context.role === null) throw forbidden();
}

/**
 * Whether a signed-in caller may take part (comment, share): they may see the content, are not a
 * private user of another crowd, and the crowd is not disabled.
 */
export function assertMayTakePart(context: CrowdContext, user: RequestUser): void {
  assertMayActInCrowd(user, context.crowd.id);
  assertMaySeeContent(context, user);
  if (!context.crowd.active) throw forbidden('crowd_is_disabled');
}
