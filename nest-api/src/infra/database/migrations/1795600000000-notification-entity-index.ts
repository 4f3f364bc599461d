import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const INDEX = new TableIndex({ name: 'IDX_notification_entity', columnNames: ['entityType', 'entityId'] });

/** Deleting an idea deletes the notifications that name it: found by index, not by reading them all. */
export class NotificationEntityIndex1795600000000 implements MigrationInterface {
  name = 'NotificationEntityIndex1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('notification', INDEX);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('notification', INDEX.name ?? '');
  }
}
