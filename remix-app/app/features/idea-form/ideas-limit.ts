import type { MessageKey } from '@crowd/contracts/message-keys';
import type { TCrowdView } from '@crowd/contracts/schemas';

/**
 * Whether the crowd can take no more ideas under its plan, as POST /idea decides it (decision
 * 023): the plan's `ideas` against the crowd's `ideasCount`, negative unlimited, no plan in force
 * none. The API refuses the create anyway; this only spares the author a form they cannot send.
 */
export function isCrowdFull(crowd: Pick<TCrowdView, 'features' | 'ideasCount'>): boolean {
  const limit = crowd.features?.ideas ?? 0;
  return limit >= 0 && crowd.ideasCount >= limit;
}

/** The add-idea address, with the category to preselect. */
export const createIdeaPath = (categoryId?: number | null): string =>
  categoryId ? `/createIdea?categoryId=${categoryId}` : '/createIdea';

/** The `intent` of the limit notice's "notify crowd owners" form, posted to /createIdea. */
export const NOTIFY_INTENT = 'notifyOwners';

/** What the limit notice's button heard: the message to show in place. */
export interface LimitNoticeResult {
  notified: boolean;
  message: MessageKey;
}
