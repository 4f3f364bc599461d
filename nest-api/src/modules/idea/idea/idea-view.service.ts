import { Injectable } from '@nestjs/common';
import type {
  TCrowdViewIdeaResponse,
  TCrowdViewIdeasQuery,
  TCrowdViewIdeasResponse,
  TIdeaFilter,
  TIdeaViewer,
} from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { ProcessMemo } from '../../../infra/cache/process-memo';
import { CrowdContextService } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import type { Idea } from './entities/idea.entity';
import { IdeaRepository, type IdeaPageQuery, type TIdeaSortKey } from './idea.repository';
import { IdeaReadingService } from './idea-reading.service';
import { IdeaSearchViewService } from './idea-search-view.service';
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
    private readonly reading: IdeaReadingService,
    private readonly contexts: CrowdContextService,
    private readonly hosts: KnownHostsService,
    private readonly searches: IdeaSearchViewService,
    private readonly memo: ProcessMemo,
  ) {}

  /**
   * A page of ideas, newest first unless the filter orders by likes or comments; featured and
   * rewarded narrow to those flags. One more row than asked tells whether a next page exists.
   * A search is `IdeaSearchViewService`'s. The page holds nothing of its reader, so once this caller may read the crowd it is the one every
   * reader of the moment gets (`ProcessMemo`, per crowd and query; issue 27).
   */
  async page(
    crowdId: number,
    query: TCrowdViewIdeasQuery,
    user: RequestUser | undefined,
  ): Promise<TCrowdViewIdeasResponse> {
    const context = await this.contexts.requireSiteReaderOf(crowdId, user);
    if (query.search !== undefined) return this.searches.page(context.crowd, { ...query, search: query.search });
    const key = [crowdId, query.categoryId ?? '', query.filter ?? '', query.cursor ?? '', query.limit].join(':');
    return this.memo.get(`crowd-ideas:${key}`, () => this.readPage(context.crowd, query));
  }

  private async readPage(crowd: Crowd, query: TCrowdViewIdeasQuery): Promise<TCrowdViewIdeasResponse> {
    const crowdId = crowd.id;
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
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf(ideas), this.hosts.link(crowd, '')]);
    return {
      ideas: ideas.map((idea) => toIdeaView(idea, extras, siteUrl)),
      nextCursor: rows.length > query.limit && last ? cursorOf(last, sortKey) : null,
    };
  }

  /**
   * One idea as the site `{domain}` shows it (its crowd found as GET /crowdView/domain/{domain}
   * finds it), under the idea's reading rule (`IdeaReadingService`): an idea of another crowd, or
   * of a hidden category to anyone but the crowd's staff, is 404 `idea_does_not_exist`.
   */
  async one(domain: string, ideaId: number, user: RequestUser | undefined): Promise<TCrowdViewIdeaResponse> {
    const { served, idea } = await this.onSite(domain, ideaId, user);
    const [extras, viewer] = await Promise.all([
      this.ideas.extrasOf([idea]),
      user ? this.ideas.readerState(idea, user.id) : Promise.resolve(null),
    ]);
    return { idea: toIdeaView(idea, extras, this.hosts.crowdUrl(served.crowd, served.features)), viewer };
  }

  /** The reader's own state of the idea `one` shows them, under the same reading rule. */
  async readerOf(domain: string, ideaId: number, user: RequestUser): Promise<TIdeaViewer> {
    const { idea } = await this.onSite(domain, ideaId, user);
    return this.ideas.readerState(idea, user.id);
  }

  private async onSite(domain: string, ideaId: number, user: RequestUser | undefined) {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    const context = await this.contexts.forCrowd(served.crowd, user);
    return { served, idea: await this.reading.inCrowd(context, ideaId, user) };
  }
}
