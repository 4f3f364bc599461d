import { Injectable } from '@nestjs/common';
import type { TIdeaViewResponse, TIdeaViewsRequest, TIdeaViewsResponse } from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { IdeaReadingService } from '../idea/idea-reading.service';
import { IdeaShareRepository } from './idea-share.repository';
import { ViewBatch } from './view-batch';

/**
 * Views of an idea: one is counted on every visit (spec: "counts a view on each visit"), never
 * for someone who may not read the idea (its reading rule, `IdeaReadingService`).
 */
@Injectable()
export class IdeaViewCountService {
  constructor(
    private readonly ideas: IdeaShareRepository,
    private readonly reading: IdeaReadingService,
    private readonly clock: Clock,
    private readonly views: ViewBatch,
  ) {}

  /**
   * Counts the view (`ViewBatch` writes it within a moment) and answers the idea's views as this
   * process knows them: those written, read with the idea, and those still to be written.
   */
  async countView(ideaId: number, user: RequestUser | undefined): Promise<TIdeaViewResponse> {
    const { idea } = await this.reading.byId(ideaId, user);
    const unwritten = await this.views.add(idea.id, { userId: user?.id ?? null, createdAt: this.clock.now() });
    if (unwritten > 0) return { viewCount: idea.viewCount + unwritten };
    return { viewCount: await this.ideas.viewCountOf(idea.id) };
  }

  /**
   * Signed-out visits the web answered from its page cache, tallied per idea (POST
   * /public/ideas/views, the web only): each idea's views count when a signed-out visitor may read
   * it, as `countView` would have counted them one by one; others are left out.
   */
  async countSignedOutViews(views: TIdeaViewsRequest['views']): Promise<TIdeaViewsResponse> {
    const createdAt = this.clock.now();
    let counted = 0;
    for (const { ideaId, count } of views) {
      if (!(await this.reading.mayRead(ideaId, undefined))) continue;
      await this.views.addMany(ideaId, count, { userId: null, createdAt });
      counted += count;
    }
    return { counted };
  }
}
