import { Injectable } from '@nestjs/common';
import { isCrowdStaff } from '@crowd/contracts';
import { DomainError, notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { ProcessMemo } from '../../../infra/cache/process-memo';
import {
  assertSiteReader,
  CrowdContextService,
  type CrowdContext,
} from '../../crowd/crowd/context/crowd-context.service';
import type { Idea } from './entities/idea.entity';
import { IdeaRepository, type IdeaWithCategory } from './idea.repository';

/** An idea the caller may read, with their standing in its crowd (to decide what they may do with it). */
export interface ReadableIdea {
  idea: Idea;
  context: CrowdContext;
}

/** The one answer for an idea the caller may not see, whatever hides it: unknown, deleted, of another crowd, hidden. */
const noSuchIdea = (): DomainError => notFound('idea_does_not_exist');

/** The rule itself: the crowd's reading rule answers first, so a refused reader learns nothing of the idea. */
function readable(found: IdeaWithCategory | null, context: CrowdContext, user: RequestUser | undefined): Idea {
  assertSiteReader(context, user);
  if (!found || found.idea.crowdId !== context.crowd.id) throw noSuchIdea();
  if (!found.categoryVisible && !isCrowdStaff(context.role)) throw noSuchIdea();
  return found.idea;
}

/**
 * The reading rule of one idea, used by every route that reaches an idea by its id (its page,
 * comments, likes, ratings, shares, views, files, notifications):
 * - its crowd is readable by the caller (`assertSiteReader`: private and hidden crowds to their
 *   members, nobody while disabled, a private user in their own crowd only);
 * - the idea exists (a deleted idea is gone) and belongs to that crowd;
 * - its category is visible (or it has none), or the caller is the crowd's staff.
 * What fails the last two is 404 `idea_does_not_exist`, so a reader cannot tell a hidden idea
 * from an unknown one. Taking part (comment, like, rate, share) is then `assertMayTakePart`.
 */
@Injectable()
export class IdeaReadingService {
  constructor(
    private readonly ideas: IdeaRepository,
    private readonly contexts: CrowdContextService,
    private readonly memo: ProcessMemo,
  ) {}

  /**
   * On a site or admin area whose crowd the caller named (by domain or id). Within a reading request
   * the idea and its category's visibility are one read for all the readers of the moment (an idea
   * page's calls, its readers' own-state calls: `ProcessMemo`); the rule still runs for each reader.
   * By id alone (`byId`) it reads afresh: a view's count adds to the idea's written views.
   */
  async inCrowd(context: CrowdContext, ideaId: number, user: RequestUser | undefined): Promise<Idea> {
    const found = await this.memo.get(`idea-reading:${ideaId}`, () => this.ideas.findWithCategoryVisibility(ideaId));
    return readable(found, context, user);
  }

  /** By the idea's id alone (views, shares, ratings, files): the rule of the idea's own crowd. */
  async byId(ideaId: number, user: RequestUser | undefined): Promise<ReadableIdea> {
    const found = await this.ideas.findWithCategoryVisibility(ideaId);
    const context = found ? await this.contexts.resolve(found.idea.crowdId, user) : null;
    if (!found || !context) throw noSuchIdea();
    return { idea: readable(found, context, user), context };
  }

  /** Whether `user` (signed out when undefined) may read the idea: for files and notices, which refuse silently. */
  async mayRead(ideaId: number, user: RequestUser | undefined): Promise<boolean> {
    try {
      await this.byId(ideaId, user);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
