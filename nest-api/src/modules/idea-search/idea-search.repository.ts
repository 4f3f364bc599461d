import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { inShownCategory, joinIdeaCategory } from '../category/category-visibility.query';
import { Idea } from '../idea/entities/idea.entity';
import { matchStatement, type TermsMode } from './search-sql';

/** The order of a page of results: relevance, or the list's own orders (descending, then by id). */
export type TSearchSortKey = 'score' | 'id' | 'likeCount' | 'commentCount';

export interface SearchPageQuery {
  crowdId: number;
  /** Folded terms (`searchTerms`); none finds nothing. */
  terms: readonly string[];
  categoryId?: number;
  onlyFlag?: 'featured' | 'rewarded';
  sortKey: TSearchSortKey;
  /** Where the previous page ended: its last idea's sort value (the score for relevance) and id. */
  after?: { sortValue: number; id: number };
  limit: number;
}

/** An idea found, with its relevance (an integer, higher is better). */
export interface FoundIdea {
  idea: Idea;
  score: number;
}

const MATCH = 'ideaMatch';

/**
 * Searches a crowd's ideas (the crowd site's search box, the create form's similar ideas; a
 * "merge into…" picker would be another caller): the index's match joined to the ideas outside
 * hidden categories, so the list's filters and keyset pages apply unchanged. Relevance pages by
 * keyset on (score, id) like the counters do: each page scores the crowd's matches again, which
 * costs what the matches cost, and an idea whose score changes meanwhile may move between pages.
 */
@Injectable()
export class IdeaSearchRepository extends TransactionalRepository {
  async pageOfCrowd(query: SearchPageQuery): Promise<FoundIdea[]> {
    if (query.terms.length === 0) return [];
    const builder = this.matching(query.crowdId, query.terms, 'all');
    if (query.categoryId !== undefined)
      builder.andWhere('idea.categoryId = :categoryId', { categoryId: query.categoryId });
    if (query.onlyFlag) builder.andWhere(`idea.${query.onlyFlag} = :flag`, { flag: true });
    const sort = query.sortKey === 'score' ? `${MATCH}.score` : `idea.${query.sortKey}`;
    if (query.after) {
      const { sortValue, id } = query.after;
      builder.andWhere(
        query.sortKey === 'id'
          ? 'idea.id < :afterId'
          : `(${sort} < :afterValue OR (${sort} = :afterValue AND idea.id < :afterId))`,
        { afterValue: sortValue, afterId: id },
      );
    }
    if (query.sortKey !== 'id') builder.orderBy(sort, 'DESC');
    return found(builder.addOrderBy('idea.id', 'DESC').limit(query.limit));
  }

  /** The crowd's `limit` ideas that share most with the terms (any term, as a word or a word's beginning). */
  async similarInCrowd(crowdId: number, terms: readonly string[], limit: number): Promise<FoundIdea[]> {
    if (terms.length === 0) return [];
    const builder = this.matching(crowdId, terms, 'any');
    return found(builder.orderBy(`${MATCH}.score`, 'DESC').addOrderBy('idea.id', 'DESC').limit(limit));
  }

  private matching(crowdId: number, terms: readonly string[], mode: TermsMode): SelectQueryBuilder<Idea> {
    const { sql, parameters } = matchStatement(this.manager, crowdId, terms, mode);
    const builder = joinIdeaCategory(
      this.manager
        .getRepository(Idea)
        .createQueryBuilder('idea')
        .innerJoin(`(${sql})`, MATCH, `${MATCH}.ideaId = idea.id`)
        .addSelect(`${MATCH}.score`, 'matchScore')
        .where('idea.crowdId = :crowdId', { crowdId })
        .setParameters(parameters),
      'idea',
    );
    return inShownCategory(builder, 'idea');
  }
}

async function found<T extends ObjectLiteral>(builder: SelectQueryBuilder<T>): Promise<Array<{ idea: T; score: number }>> {
  const { entities, raw } = await builder.getRawAndEntities<{ matchScore: number | string }>();
  return entities.map((idea, index) => ({ idea, score: Number(raw[index]?.matchScore ?? 0) }));
}
