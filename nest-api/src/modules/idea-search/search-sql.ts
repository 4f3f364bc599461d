import { foldSearchText, htmlToExcerptText } from '@crowd/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The search index's table (decision 030): one row per idea with its folded name, description
 * and comments. On MariaDB/MySQL an InnoDB table with a FULLTEXT index on each column (weighed
 * apart) and one on all three (every word must be somewhere); on SQLite an FTS5 table whose rowid
 * is the idea's id. Not an entity: neither shape is TypeORM's to build or compare.
 */
export const SEARCH_TABLE = 'idea_search';

/** Relevance weights of the name, the description and the comments. */
const WEIGHTS = { name: 10, description: 3, comments: 1 } as const;

/** Relevance is kept as an integer (×1000) so that a page's cursor can carry it exactly. */
const SCORE_SCALE = 1000;

/** Characters of comments indexed per idea (the oldest first): bounds the cost of one rewrite. */
const COMMENTS_TEXT_MAX = 200_000;

export const isMysqlManager = (manager: EntityManager): boolean => {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
};

/** An idea's row of the index, folded as the query is. */
export interface SearchRow {
  ideaId: number;
  crowdId: number;
  name: string;
  description: string;
  comments: string;
}

export function searchRowOf(
  idea: { id: number; crowdId: number; name: string; description: string },
  comments: readonly string[],
): SearchRow {
  return {
    ideaId: idea.id,
    crowdId: idea.crowdId,
    name: foldSearchText(idea.name),
    description: foldSearchText(htmlToExcerptText(idea.description)),
    comments: foldSearchText(comments.join(' ')).slice(0, COMMENTS_TEXT_MAX),
  };
}

export async function writeSearchRow(manager: EntityManager, row: SearchRow): Promise<void> {
  const values = [row.ideaId, row.crowdId, row.name, row.description, row.comments];
  if (isMysqlManager(manager)) {
    await manager.query(
      `INSERT INTO ${SEARCH_TABLE} (ideaId, crowdId, name, description, comments) VALUES (?, ?, ?, ?, ?)
       ON DUPLICATE KEY UPDATE crowdId = VALUES(crowdId), name = VALUES(name), description = VALUES(description), comments = VALUES(comments)`,
      values,
    );
    return;
  }
  await deleteSearchRow(manager, row.ideaId);
  await manager.query(
    `INSERT INTO ${SEARCH_TABLE} (rowid, crowdId, name, description, comments) VALUES (?, ?, ?, ?, ?)`,
    values,
  );
}

export async function deleteSearchRow(manager: EntityManager, ideaId: number): Promise<void> {
  const key = isMysqlManager(manager) ? 'ideaId' : 'rowid';
  await manager.query(`DELETE FROM ${SEARCH_TABLE} WHERE ${key} = ?`, [ideaId]);
}

/** `all`: every term somewhere in the idea (the search box); `any`: one is enough (similar ideas). */
export type TermsMode = 'all' | 'any';

/**
 * The statement that finds a crowd's matching ideas with their integer relevance (`ideaId`,
 * `score`), its parameters named `:searchMatch`, `:searchRank` and `:searchCrowdId`. Terms are
 * folded words (letters and digits only), so they carry no operator of either query language.
 */
export function matchStatement(
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
