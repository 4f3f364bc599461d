import { type MigrationInterface, type QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

const CROWD_INDEX = 'IDX_notification_crowd';
const EVENT_INDEX = 'UQ_notification_event_user';
const CROWD_FK = 'FK_notification_crowd';

/**
 * Notifications name their crowd (`crowdId`, deleted with it) and the event that caused them
 * (`eventKey`): one row per event and recipient, so a job processed twice stores one (decision 026).
 * Rows written before have no event key; NULLs never collide in the unique index.
 */
export class NotificationCrowdAndEvent1795700000000 implements MigrationInterface {
  name = 'NotificationCrowdAndEvent1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('notification', [
      new TableColumn({ name: 'crowdId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'eventKey', type: 'varchar', length: '128', isNullable: true }),
    ]);
    await queryRunner.createIndex('notification', new TableIndex({ name: CROWD_INDEX, columnNames: ['crowdId'] }));
    await queryRunner.createIndex(
      'notification',
      new TableIndex({ name: EVENT_INDEX, columnNames: ['eventKey', 'userId'], isUnique: true }),
    );
    await queryRunner.createForeignKey(
      'notification',
      new TableForeignKey({
        name: CROWD_FK,
        columnNames: ['crowdId'],
        referencedTableName: 'crowd',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'NO ACTION',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('notification', CROWD_FK);
    await queryRunner.dropIndex('notification', EVENT_INDEX);
    await queryRunner.dropIndex('notification', CROWD_INDEX);
    await queryRunner.dropColumns('notification', ['eventKey', 'crowdId']);
  }
}
