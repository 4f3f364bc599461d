import { Injectable } from '@nestjs/common';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { inShownCategory, joinIdeaCategory } from '../category/category-visibility.query';
import { pageOfIdeas } from './idea-page.query';
import { Idea } from './entities/idea.entity';
import { isMysqlManager, SEARCH_TABLE } from './idea-search-index.repository';

/** Relevance weights of the name, the description and the comments. */
const WEIGHTS = { name: 10, description: 3, comments: 1 } as const;

/** Relevance is kept as an integer (×1000) so that a page's cursor can carry it exactly. */
const SCORE_SCALE = 1000;

/** `all`: every term somewhere in the idea (the search box); `any`: one is enough (similar ideas). */
type TermsMode = 'all' | 'any';

/**
 * The statement that finds a crowd's matching ideas with their integer relevance (`ideaId`,
 * `score`), its parameters named `:searchMatch`, `:searchRank` and `:searchCrowdId`. Terms are
 * folded words (letters and digits only), so they carry no operator of either query language.
 */
function matchStatement(
  manager: EntityManager,
  crowdId: number,
  terms: readonly string[],
  mode: TermsMode,
): { sql: string; parameters: Record<string, string | number> } {
  if (isMysqlManager(manager)) {
    const rank = terms.map((term) => `${term}*`).join(' ');
    const match = mode === 'all' ? terms.map((term) => `+${term}*`).join(' ') : rank;
    const against = (columns: string) => `MATCH(${columns}) AGAINST (:searchRank IN BOOLEAN MODE)`;
    return {
      sql: `SELECT s.ideaId AS ideaId, FLOOR((${against('s.name')} * ${WEIGHTS.name} + ${against('s.description')} * ${WEIGHTS.description} + ${against('s.comments')} * ${WEIGHTS.comments}) * ${SCORE_SCALE}) AS score
        FROM ${SEARCH_TABLE} s
        WHERE s.crowdId = :searchCrowdId AND MATCH(s.name, s.description, s.comments) AGAINST (:searchMatch IN BOOLEAN MODE)`,
      parameters: { searchRank: rank, searchMatch: match, searchCrowdId: crowdId },
    };
  }
  const match = terms.map((term) => `"${term}"*`).join(mode === 'all' ? ' AND ' : ' OR ');
  // bm25 is lower for a better match; the crowdId column is unindexed and weighs nothing.
  return {
    sql: `SELECT rowid AS ideaId, MAX(0, CAST(ROUND(-bm25(${SEARCH_TABLE}, ${WEIGHTS.name}, ${WEIGHTS.description}, ${WEIGHTS.comments}, 0) * ${SCORE_SCALE}) AS INTEGER)) AS score
      FROM ${SEARCH_TABLE}
      WHERE ${SEARCH_TABLE} MATCH :searchMatch AND crowdId = :searchCrowdId`,
    parameters: { searchMatch: match, searchCrowdId: crowdId },
  };
}

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
    const sort = query.sortKey === 'score' ? `${MATCH}.score` : `idea.${query.sortKey}`;
    return found(pageOfIdeas(builder, { ...query, sort }));
  }

  /** The crowd's `limit` ideas that share most with the terms (any term, as a word or a word's beginning). */
  async similarInCrowd(crowdId: number, terms: readonly string[], limit: number): Promise<FoundIdea[]> {
    if (terms.length === 0) return [];
    const builder = this.matching(crowdId, terms, 'any');
    return found(builder.orderBy(`${MATCH}.score`, 'DESC').addOrderBy('idea.id', 'DESC').limit(limit));
  }

  private matching(crowdId: number, terms: readonly string[], mode: TermsMode): SelectQueryBuilder<Idea> {
    const { sql, parameters } = matchStatement(this.manager, crowdId, terms, mode);
    // The index's own statement (this module's table, in each database's full-text dialect).
    const matches = `(${sql})`;
    const builder = joinIdeaCategory(
      this.manager
        .getRepository(Idea)
        .createQueryBuilder('idea')
        .innerJoin(matches, MATCH, `${MATCH}.ideaId = idea.id`)
        .addSelect(`${MATCH}.score`, 'matchScore')
        // A merged idea lives on in its target's row: never found on its own.
        .where('idea.crowdId = :crowdId AND idea.mergedIntoId IS NULL', { crowdId })
        .setParameters(parameters),
      'idea',
    );
    return inShownCategory(builder, 'idea');
  }
}

async function found<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
): Promise<Array<{ idea: T; score: number }>> {
  const { entities, raw } = await builder.getRawAndEntities<{ matchScore: number | string }>();
  return entities.map((idea, index) => ({ idea, score: Number(raw[index]?.matchScore ?? 0) }));
}
