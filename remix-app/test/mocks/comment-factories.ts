import type { TComment } from '@crowd/contracts/schemas';

let nextId = 5000;
/** Each new comment a second after the previous one, so "newest first" has one answer. */
let clock = Date.parse('2026-03-01T09:00:00.000Z');

/** A comment as GET /api/crowdView/comment answers it; unique ids, each newer than the last. */
export function makeComment(overrides: Partial<TComment> = {}): TComment {
  clock += 1000;
  return {
    id: nextId++,
    ideaId: 5,
    ownerId: 900,
    authorName: 'Ada Lovelace',
    authorAvatarId: null,
    authorCrowdRole: 'CROWD_FOLLOWER',
    ideaAuthor: false,
    content: 'A fine idea.',
    createdAt: new Date(clock).toISOString(),
    updatedAt: null,
    ...overrides,
  };
}
