import type { TIdea } from '@crowd/contracts';
import { makeIdea as makeAnyIdea } from './idea-factories';

let nextId = 5000;

/** A fresh card of `crowdId` as GET /api/crowdView/ideas/{crowdId} lists it: named by its id, nothing counted yet. */
export function makeIdea(crowdId: number, overrides: Partial<TIdea> = {}): TIdea {
  const id = overrides.id ?? nextId++;
  return makeAnyIdea({
    id,
    name: `Idea ${id}`,
    description: '<p>An idea worth trying.</p>',
    crowdId,
    ownerId: 1,
    creatorName: 'Ada',
    createdAt: '2026-01-05T10:00:00.000Z',
    likeCount: 0,
    commentCount: 0,
    viewCount: 0,
    rating: 0,
    ratingCount: 0,
    ...overrides,
  });
}
