import { foldSearchText, htmlToExcerptText } from '@crowd/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE = 'idea_search';
const BATCH = 500;

const isMysql = (queryRunner: QueryRunner): boolean => {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
};

/**
 * The idea search index (decision 032), in each database's own full-text engine, filled from the
 * ideas and comments already there. MariaDB: InnoDB FULLTEXT indexes on the folded name,
 * description and comments (weighed apart) and on all three (the search box's every-word match),
 * built without a stopword list so that "the" or "about" are found like any word. SQLite: an FTS5
 * table that folds again with `unicode61 remove_diacritics 2`.
 */
export class IdeaSearch1796100000000 implements MigrationInterface {
  name = 'IdeaSearch1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      await queryRunner.query('SET SESSION innodb_ft_enable_stopword = OFF');
      await queryRunner.query(
        `CREATE TABLE ${TABLE} (
          ideaId int NOT NULL,
          crowdId int NOT NULL,
          name text NOT NULL,
          description mediumtext NOT NULL,
          comments mediumtext NOT NULL,
          PRIMARY KEY (ideaId),
          KEY IDX_idea_search_crowd (crowdId),
          FULLTEXT KEY FT_idea_search_name (name),
          FULLTEXT KEY FT_idea_search_description (description),
          FULLTEXT KEY FT_idea_search_comments (comments),
          FULLTEXT KEY FT_idea_search_all (name, description, comments),
          CONSTRAINT FK_idea_search_idea FOREIGN KEY (ideaId) REFERENCES idea (id) ON DELETE CASCADE
        ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
      );
      await queryRunner.query('SET SESSION innodb_ft_enable_stopword = DEFAULT');
    } else {
      await queryRunner.query(
        `CREATE VIRTUAL TABLE ${TABLE} USING fts5(name, description, comments, crowdId UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')`,
      );
    }
    await fill(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE ${TABLE}`);
  }
}

/** Indexes the ideas there are, a batch at a time (the texts folded as `searchRowOf` folds them). */
async function fill(queryRunner: QueryRunner): Promise<void> {
  const key = isMysql(queryRunner) ? 'ideaId' : 'rowid';
  for (let after = 0; ;) {
    const ideas: Array<{ id: number; crowdId: number; name: string; description: string }> = await queryRunner.query(
      `SELECT id, crowdId, name, description FROM idea WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    if (ideas.length === 0) return;
    for (const idea of ideas) {
      const comments: Array<{ content: string }> = await queryRunner.query(
        'SELECT content FROM comment WHERE ideaId = ? ORDER BY id',
        [idea.id],
      );
      await queryRunner.query(
        `INSERT INTO ${TABLE} (${key}, crowdId, name, description, comments) VALUES (?, ?, ?, ?, ?)`,
        [
          idea.id,
          idea.crowdId,
          foldSearchText(idea.name),
          foldSearchText(htmlToExcerptText(idea.description)),
          foldSearchText(comments.map((comment) => comment.content).join(' ')).slice(0, 200_000),
        ],
      );
    }
    after = Number(ideas[ideas.length - 1]?.id);
  }
}
