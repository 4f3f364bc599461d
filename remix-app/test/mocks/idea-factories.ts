import type { TIdea } from '@crowd/contracts';

let nextIdeaId = 500;

/** An idea as the crowd site's API answers it; unique ids per call. */
export function makeIdea(overrides: Partial<TIdea> = {}): TIdea {
  const id = overrides.id ?? nextIdeaId++;
  return {
    id,
    version: 0,
    name: 'Bike lanes on Main Street',
    description: '<p>Paint <strong>bike lanes</strong>.</p>',
    crowdId: 1,
    categoryId: null,
    ownerId: 3,
    creatorName: 'Ada Lovelace',
    creatorAvatarImageId: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    likeCount: 2,
    commentCount: 1,
    shareCount: 0,
    viewCount: 10,
    rating: 3.5,
    ratingCount: 2,
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
    mergedInto: null,
    ...overrides,
  };
}
