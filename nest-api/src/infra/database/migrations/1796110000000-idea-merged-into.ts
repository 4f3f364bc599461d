import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const MERGED_INTO_INDEX = 'IDX_idea_merged_into';

/**
 * An idea merged into another keeps its row (its old links answer with a redirect) and names the
 * idea it went into. No foreign key: on SQLite adding one rebuilds the `idea` table, which every
 * reaction table references; deleting a target deletes its merged ideas in code (IdeaRemovalService).
 */
export class IdeaMergedInto1796110000000 implements MigrationInterface {
  name = 'IdeaMergedInto1796110000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('idea', new TableColumn({ name: 'mergedIntoId', type: 'integer', isNullable: true }));
    await queryRunner.createIndex('idea', new TableIndex({ name: MERGED_INTO_INDEX, columnNames: ['mergedIntoId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('idea', MERGED_INTO_INDEX);
    await queryRunner.dropColumn('idea', 'mergedIntoId');
  }
}
