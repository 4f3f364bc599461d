import { Injectable } from '@nestjs/common';
import type { TCrowdViewIdeasQuery, TCrowdViewIdeasResponse, TIdeaFilter } from '@crowd/contracts';
import { notFound } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { CrowdContextService } from '../crowd/context/crowd-context.service';
import { KnownHostsService } from '../crowd/known-hosts.service';
import type { Idea } from './entities/idea.entity';
import { IdeaRepository, type IdeaPageQuery, type TIdeaSortKey } from './idea.repository';
import { toIdeaView } from './idea-view.mapper';

const SORT_OF_FILTER: Record<TIdeaFilter, TIdeaSortKey> = {
  featured: 'id',
  rewarded: 'id',
  new_idea: 'id',
  most_likes: 'likeCount',
  most_comments: 'commentCount',
};

const cursorOf = (idea: Idea, sortKey: TIdeaSortKey): string => `${idea[sortKey]}:${idea.id}`;

/** The contract's pattern guarantees two numbers around the colon. */
const parseCursor = (cursor: string): IdeaPageQuery['after'] => {
  const [sortValue, id] = cursor.split(':');
  return { sortValue: Number(sortValue), id: Number(id) };
};

/** A crowd's ideas as its public site lists them. */
@Injectable()
export class IdeaViewService {
  constructor(
    private readonly ideas: IdeaRepository,
    private readonly contexts: CrowdContextService,
    private readonly hosts: KnownHostsService,
  ) {}

  /**
   * A page of ideas, newest first unless the filter orders by likes or comments; featured and
   * rewarded narrow to those flags. One more row than asked tells whether a next page exists.
   */
  async page(
    crowdId: number,
    query: TCrowdViewIdeasQuery,
    user: RequestUser | undefined,
  ): Promise<TCrowdViewIdeasResponse> {
    const context = await this.contexts.resolve(crowdId, user);
    if (!context) throw notFound('crowd_does_not_exist');
    await this.contexts.requireSiteReader(context.crowd, user);
    const sortKey = query.filter ? SORT_OF_FILTER[query.filter] : 'id';
    const rows = await this.ideas.pageOfCrowd({
      crowdId,
      categoryId: query.categoryId,
      onlyFlag: query.filter === 'featured' || query.filter === 'rewarded' ? query.filter : undefined,
      sortKey,
      after: query.cursor === undefined ? undefined : parseCursor(query.cursor),
      limit: query.limit + 1,
    });
    const ideas = rows.slice(0, query.limit);
    const last = ideas.at(-1);
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf(ideas), this.hosts.link(context.crowd, '')]);
    return {
      ideas: ideas.map((idea) => toIdeaView(idea, extras, siteUrl)),
      nextCursor: rows.length > query.limit && last ? cursorOf(last, sortKey) : null,
    };
  }
}
