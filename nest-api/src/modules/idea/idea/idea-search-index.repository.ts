import { Injectable } from '@nestjs/common';
import { foldSearchText, htmlToExcerptText } from '@crowd/contracts';
import type { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { Idea } from './entities/idea.entity';

/**
 * The search index's table (decision 032), this module's: one row per idea with its folded name,
 * description and comments. On MariaDB/MySQL an InnoDB table with a FULLTEXT index on each column
 * (weighed apart) and one on all three (every word must be somewhere); on SQLite an FTS5 table
 * whose rowid is the idea's id. Not an entity: neither shape is TypeORM's to build or compare.
 */
export const SEARCH_TABLE = 'idea_search';

/** Characters of comments indexed per idea (the oldest first): bounds the cost of one rewrite. */
const COMMENTS_TEXT_MAX = 200_000;

export const isMysqlManager = (manager: EntityManager): boolean => {
  const type = manager.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
};

type IndexedIdea = Pick<Idea, 'id' | 'crowdId' | 'name' | 'description'>;

const keyColumn = (manager: EntityManager): string => (isMysqlManager(manager) ? 'ideaId' : 'rowid');

/** The idea's name and description as the index holds them; its comments' text stays as it is. */
async function writeIdeaText(manager: EntityManager, idea: IndexedIdea): Promise<void> {
  const name = foldSearchText(idea.name);
  const description = foldSearchText(htmlToExcerptText(idea.description));
  if (isMysqlManager(manager)) {
    await manager.query(
      `INSERT INTO ${SEARCH_TABLE} (ideaId, crowdId, name, description, comments) VALUES (?, ?, ?, ?, '')
       ON DUPLICATE KEY UPDATE crowdId = VALUES(crowdId), name = VALUES(name), description = VALUES(description)`,
      [idea.id, idea.crowdId, name, description],
    );
    return;
  }
  const known: unknown[] = await manager.query(`SELECT rowid FROM ${SEARCH_TABLE} WHERE rowid = ?`, [idea.id]);
  await manager.query(
    known.length > 0
      ? `UPDATE ${SEARCH_TABLE} SET crowdId = ?, name = ?, description = ? WHERE rowid = ?`
      : `INSERT INTO ${SEARCH_TABLE} (crowdId, name, description, comments, rowid) VALUES (?, ?, ?, '', ?)`,
    [idea.crowdId, name, description, idea.id],
  );
}

async function writeCommentsText(manager: EntityManager, ideaId: number, comments: readonly string[]): Promise<void> {
  await manager.query(`UPDATE ${SEARCH_TABLE} SET comments = ? WHERE ${keyColumn(manager)} = ?`, [
    foldSearchText(comments.join(' ')).slice(0, COMMENTS_TEXT_MAX),
    ideaId,
  ]);
}

/** An idea's whole index row from what the caller already holds (the demo seed, tests). */
export async function writeIdeaSearchRow(
  manager: EntityManager,
  idea: IndexedIdea,
  comments: readonly string[],
): Promise<void> {
  await writeIdeaText(manager, idea);
  await writeCommentsText(manager, idea.id, comments);
}

/**
 * Keeps the search index in step with ideas and comments: every write of an idea's name or
 * description, or of a comment, calls it in that write's transaction, so a search never sees one
 * without the other. On MariaDB it reads the idea with its write lock, on which every writer of
 * one idea's row queues.
 */
@Injectable()
export class IdeaSearchIndexRepository extends TransactionalRepository {
  private async lockedIdea(ideaId: number): Promise<Idea | null> {
    const query = this.manager
      .getRepository(Idea)
      .createQueryBuilder('idea')
      .select(['idea.id', 'idea.crowdId', 'idea.name', 'idea.description'])
      .where('idea.id = :ideaId', { ideaId });
    if (isMysqlManager(this.manager)) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** After the idea itself was written (created, renamed, described anew). */
  async rebuildIdea(ideaId: number): Promise<void> {
    const idea = await this.lockedIdea(ideaId);
    if (idea) await writeIdeaText(this.manager, idea);
  }

  /**
   * Runs `write` (a comment's insert, edit or delete) between the idea's lock and the rewrite of
   * the comments' text from `texts` (the comment module's locking read, which sees the latest
   * committed rows whatever the transaction's snapshot): two comments at once cannot leave out
   * each other's words, and queued on the idea first, two writers never deadlock on each other's
   * comment rows.
   */
  async rewritingComments<T>(ideaId: number, write: () => Promise<T>, texts: () => Promise<string[]>): Promise<T> {
    await this.lockedIdea(ideaId);
    const result = await write();
    await writeCommentsText(this.manager, ideaId, await texts());
    return result;
  }

  /** With the idea's removal (MariaDB's foreign key would cascade, SQLite's FTS5 table has none). */
  async remove(ideaId: number): Promise<void> {
    await this.manager.query(`DELETE FROM ${SEARCH_TABLE} WHERE ${keyColumn(this.manager)} = ?`, [ideaId]);
  }
}
