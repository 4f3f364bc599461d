import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Comment } from '../comment/entities/comment.entity';
import { Idea } from '../idea/entities/idea.entity';
import { deleteSearchRow, isMysqlManager, searchRowOf, writeSearchRow } from './search-sql';

/** On MariaDB, the idea row's write lock: every writer of an idea's index row queues on it. */
async function lockIdea(manager: EntityManager, ideaId: number): Promise<Idea | null> {
  const query = manager
    .getRepository(Idea)
    .createQueryBuilder('idea')
    .select(['idea.id', 'idea.crowdId', 'idea.name', 'idea.description'])
    .where('idea.id = :ideaId', { ideaId });
  if (isMysqlManager(manager)) query.setLock('pessimistic_write');
  return query.getOne();
}

/**
 * Rewrites the idea's index row from the idea and its comments as they now are. On MariaDB both
 * are locking reads, which see the latest committed rows whatever the transaction's snapshot, so
 * two writers of one idea (two comments at once) cannot leave out each other's text.
 */
export async function rebuildIdeaSearchRow(manager: EntityManager, ideaId: number): Promise<void> {
  const idea = await lockIdea(manager, ideaId);
  if (!idea) return deleteSearchRow(manager, ideaId);
  const comments = manager
    .getRepository(Comment)
    .createQueryBuilder('comment')
    .select(['comment.id', 'comment.content'])
    .where('comment.ideaId = :ideaId', { ideaId })
    .orderBy('comment.id', 'ASC');
  if (isMysqlManager(manager)) comments.setLock('pessimistic_read');
  const texts = (await comments.getMany()).map((comment) => comment.content);
  await writeSearchRow(manager, searchRowOf(idea, texts));
}

/**
 * Keeps the search index in step with ideas and comments: every write of an idea's name or
 * description, or of a comment, calls it in that write's transaction, so a search never sees one
 * without the other. It reads the comment table itself (only its text) so that the row it writes
 * is whole even under concurrent writers.
 */
@Injectable()
export class IdeaSearchIndexRepository extends TransactionalRepository {
  /**
   * Runs `write` (which changes what the idea's row holds: a comment) between the idea's lock and
   * the rewrite of its row; the lock comes first so that two writers never wait on each other's
   * comment rows (a deadlock) but queue on the idea.
   */
  async rewriting<T>(ideaId: number, write: () => Promise<T>): Promise<T> {
    await lockIdea(this.manager, ideaId);
    const result = await write();
    await rebuildIdeaSearchRow(this.manager, ideaId);
    return result;
  }

  /** After the idea itself was written (created, renamed, described anew). */
  rebuild(ideaId: number): Promise<void> {
    return rebuildIdeaSearchRow(this.manager, ideaId);
  }

  /** With the idea's removal (MariaDB's foreign key would cascade, SQLite's FTS5 table has none). */
  remove(ideaId: number): Promise<void> {
    return deleteSearchRow(this.manager, ideaId);
  }
}
