import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

/**
 * E-mail digests (decision 036): the account's time zone, the digest choice per notification type
 * (with two flags the sweep finds its people by), and one row per digest sent, whose unique
 * (user, period) index makes a period's digest go out once however many workers sweep.
 */
export class EmailDigests1796150000000 implements MigrationInterface {
  name = 'EmailDigests1796150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'user',
      new TableColumn({ name: 'timeZone', type: 'varchar', length: '64', isNullable: false, default: "'UTC'" }),
    );
    await queryRunner.addColumns('notification_settings', [
      new TableColumn({ name: 'digests', type: 'text', isNullable: true }),
      new TableColumn({ name: 'digestDaily', type: 'boolean', default: '0' }),
      new TableColumn({ name: 'digestWeekly', type: 'boolean', default: '0' }),
    ]);
    await queryRunner.createIndex(
      'notification_settings',
      new TableIndex({ name: 'IDX_notification_settings_digest_daily', columnNames: ['digestDaily'] }),
    );
    await queryRunner.createIndex(
      'notification_settings',
      new TableIndex({ name: 'IDX_notification_settings_digest_weekly', columnNames: ['digestWeekly'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_digest',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'period', type: 'varchar', length: '32' },
          { name: 'itemCount', type: 'integer' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_notification_digest_user_period',
            columnNames: ['userId', 'period'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_notification_digest_user',
            columnNames: ['userId'],
            referencedTableName: 'user',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      false,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notification_digest');
    await queryRunner.dropIndex('notification_settings', 'IDX_notification_settings_digest_weekly');
    await queryRunner.dropIndex('notification_settings', 'IDX_notification_settings_digest_daily');
    await queryRunner.dropColumn('notification_settings', 'digestWeekly');
    await queryRunner.dropColumn('notification_settings', 'digestDaily');
    await queryRunner.dropColumn('notification_settings', 'digests');
    await queryRunner.dropColumn('user', 'timeZone');
  }
}
