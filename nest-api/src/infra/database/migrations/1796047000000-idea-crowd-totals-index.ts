import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const INDEX = new TableIndex({
  name: 'IDX_idea_crowd_category_likes',
  columnNames: ['crowdId', 'categoryId', 'likeCount'],
});

/**
 * The landing page's crowd cards count each listed crowd's shown ideas and their likes (issue 27):
 * with (crowdId, categoryId, likeCount) both engines read the index alone instead of every idea row
 * (MariaDB scanned the whole table: 105 ms at 100 000 ideas, 30 ms with it; SQLite 45 ms, 17 ms).
 */
export class IdeaCrowdTotalsIndex1796047000000 implements MigrationInterface {
  name = 'IdeaCrowdTotalsIndex1796047000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('idea', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('idea', INDEX.name ?? '');
  }
}
