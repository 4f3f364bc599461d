import type { TIdea } from '@crowd/contracts';

let nextId = 5000;

/** An idea as GET /api/crowdView/ideas/{crowdId} lists it; unique ids per call. */
export function makeIdea(crowdId: number, overrides: Partial<TIdea> = {}): TIdea {
  const id = overrides.id ?? nextId++;
  return {
    id,
    version: 0,
    name: `Idea ${id}`,
    description: '<p>An idea worth trying.</p>',
    crowdId,
    categoryId: null,
    ownerId: 1,
    creatorName: 'Ada',
    creatorAvatarImageId: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    likeCount: 0,
    commentCount: 0,
    shareCount: 0,
    viewCount: 0,
    rating: 0,
    ratingCount: 0,
    featuredImageId: null,
    fileIds: [],
    embeddableVideos: [],
    link: `http://demo.localhost:3000/idea/${id}`,
    featured: false,
    rewarded: false,
    implemented: false,
    ideaState: 'SUBMITTED',
    tags: [],
    milestoneReachedAt: null,
    ...overrides,
  };
}
