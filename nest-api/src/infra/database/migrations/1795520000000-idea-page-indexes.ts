import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const INDEXES = [
  new TableIndex({ name: 'IDX_idea_crowd_id', columnNames: ['crowdId', 'id'] }),
  new TableIndex({ name: 'IDX_idea_crowd_comments', columnNames: ['crowdId', 'commentCount'] }),
  new TableIndex({ name: 'IDX_idea_crowd_featured', columnNames: ['crowdId', 'featured', 'id'] }),
  new TableIndex({ name: 'IDX_idea_crowd_rewarded', columnNames: ['crowdId', 'rewarded', 'id'] }),
];

/**
 * The public site pages a crowd's ideas by keyset: (crowdId, id) newest first, (crowdId,
 * commentCount) for most comments (likes already have theirs) and the featured and rewarded
 * filters' own, so a deep page, or a page of a crowd with few featured ideas, reads no more rows
 * than it answers.
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
