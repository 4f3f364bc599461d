import { Injectable } from '@nestjs/common';
import {
  SEARCH,
  searchTerms,
  type TCrowdViewIdeasQuery,
  type TCrowdViewIdeasResponse,
  type TIdeaFilter,
  type TSimilarIdeasResponse,
} from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import type { Crowd } from '../../crowd/crowd/entities/crowd.entity';
import { CrowdContextService } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { IdeaSearchRepository, type FoundIdea, type TSearchSortKey } from './idea-search.repository';
import { IdeaRepository } from './idea.repository';
import { toIdeaView } from './idea-view.mapper';

/** Searched, the list keeps the orders a filter asks for; otherwise (and featured, rewarded) relevance. */
const SORT_OF_FILTER: Record<TIdeaFilter, TSearchSortKey> = {
  featured: 'score',
  rewarded: 'score',
  new_idea: 'id',
  most_likes: 'likeCount',
  most_comments: 'commentCount',
};

const sortValueOf = ({ idea, score }: FoundIdea, sortKey: TSearchSortKey): number =>
  sortKey === 'score' ? score : idea[sortKey];

/** The contract's pattern guarantees two numbers around the colon. */
const parseCursor = (cursor: string): { sortValue: number; id: number } => {
  const [sortValue, id] = cursor.split(':');
  return { sortValue: Number(sortValue), id: Number(id) };
};

/** The crowd site's searches: the ideas list's search box and the create form's similar ideas. */
@Injectable()
export class IdeaSearchViewService {
  constructor(
    private readonly search: IdeaSearchRepository,
    private readonly ideas: IdeaRepository,
    private readonly contexts: CrowdContextService,
    private readonly hosts: KnownHostsService,
  ) {}

  /** A page of GET /crowdView/ideas/{crowdId}?search= for a reader the caller has already let in. */
  async page(crowd: Crowd, query: TCrowdViewIdeasQuery & { search: string }): Promise<TCrowdViewIdeasResponse> {
    const sortKey: TSearchSortKey = query.filter ? SORT_OF_FILTER[query.filter] : 'score';
    const rows = await this.search.pageOfCrowd({
      crowdId: crowd.id,
      terms: searchTerms(query.search),
      categoryId: query.categoryId,
      onlyFlag: query.filter === 'featured' || query.filter === 'rewarded' ? query.filter : undefined,
      sortKey,
      after: query.cursor === undefined ? undefined : parseCursor(query.cursor),
      limit: query.limit + 1,
    });
    const found = rows.slice(0, query.limit);
    const last = found.at(-1);
    const ideas = found.map((row) => row.idea);
    const [extras, siteUrl] = await Promise.all([this.ideas.extrasOf(ideas), this.hosts.link(crowd, '')]);
    return {
      ideas: ideas.map((idea) => toIdeaView(idea, extras, siteUrl)),
      nextCursor: rows.length > query.limit && last ? `${sortValueOf(last, sortKey)}:${last.idea.id}` : null,
    };
  }

  /**
   * GET /crowdView/similarIdeas/{domain}: the ideas of the site's crowd closest to a draft, for
   * whoever may read that site (a private crowd's to its members only). Each word of the draft
   * counts whole and by its beginning (its last two letters cut from words of six or more), so
   * "strechy" finds "strechu" and a shared whole word weighs more than a shared beginning.
   */
  async similar(domain: string, text: string, user: RequestUser | undefined): Promise<TSimilarIdeasResponse> {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    await this.contexts.requireSiteReader(served.crowd, user);
    const terms = searchTerms(text);
    const stems = terms.filter((term) => term.length >= 6).map((term) => term.slice(0, -2));
    const found = await this.search.similarInCrowd(
      served.crowd.id,
      [...new Set([...terms, ...stems])],
      SEARCH.similarMax,
    );
    const siteUrl = this.hosts.crowdUrl(served.crowd, served.features);
    return {
      ideas: found.map(({ idea }) => ({
        id: idea.id,
        name: idea.name,
        ideaState: idea.state,
        likeCount: idea.likeCount,
        link: `${siteUrl}/idea/${idea.id}`,
      })),
    };
  }
}
