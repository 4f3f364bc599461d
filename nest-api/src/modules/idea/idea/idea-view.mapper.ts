import { averageRating, type TIdea, type TIdeaTag } from '@crowd/contracts';
import type { Idea } from './entities/idea.entity';
import type { IdeaExtras } from './idea.repository';

export const TAG_FLAGS = ['implemented', 'featured', 'rewarded'] as const satisfies readonly (keyof Idea & TIdeaTag)[];

/** The tags an idea carries by its flags. */
export const tagsOf = (idea: Pick<Idea, (typeof TAG_FLAGS)[number]>): TIdeaTag[] =>
  TAG_FLAGS.filter((flag) => idea[flag]);

/** An idea as every reader sees it; `siteUrl` is its crowd's canonical site (no trailing slash). */
export function toIdeaView(idea: Idea, extras: IdeaExtras, siteUrl: string): TIdea {
  return {
    id: idea.id,
    version: idea.version,
    name: idea.name,
    description: idea.description,
    crowdId: idea.crowdId,
    categoryId: idea.categoryId,
    ownerId: idea.ownerId,
    creatorName: idea.creatorName,
    creatorAvatarImageId: idea.ownerId === null ? null : (extras.avatars.get(idea.ownerId) ?? null),
    createdAt: idea.createdAt.toISOString(),
    likeCount: idea.likeCount,
    commentCount: idea.commentCount,
    shareCount: idea.shareCount,
    viewCount: idea.viewCount,
    rating: averageRating(idea.ratingSum, idea.ratingCount),
    ratingCount: idea.ratingCount,
    featuredImageId: idea.featuredImageId,
    fileIds: extras.fileIds.get(idea.id) ?? [],
    embeddableVideos: extras.videos.get(idea.id) ?? [],
    link: `${siteUrl}/idea/${idea.id}`,
    featured: idea.featured,
    rewarded: idea.rewarded,
    implemented: idea.implemented,
    ideaState: idea.state,
    tags: tagsOf(idea),
    milestoneReachedAt: idea.milestoneReachedAt?.toISOString() ?? null,
    mergedInto: idea.mergedIntoId,
  };
}
