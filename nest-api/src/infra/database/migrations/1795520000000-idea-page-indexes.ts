import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const INDEXES = [
  new TableIndex({ name: 'IDX_idea_crowd_id', columnNames: ['crowdId', 'id'] }),
  new TableIndex({ name: 'IDX_idea_crowd_comments', columnNames: ['crowdId', 'commentCount'] }),
];

/**
 * The public site pages a crowd's ideas by keyset on (crowdId, id) newest first and on
 * (crowdId, commentCount, id) for most comments (likes already have theirs), so a deep page reads
 * no more rows than the first.
 */
export class IdeaPageIndexes1795520000000 implements MigrationInterface {
  name = 'IdeaPageIndexes1795520000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('idea', INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) await queryRunner.dropIndex('idea', index.name ?? '');
  }
}
