import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Outgoing webhooks of a crowd and their delivery log (decision 035). */
export class CrowdWebhooks1796140000000 implements MigrationInterface {
  name = 'CrowdWebhooks1796140000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'crowd_webhook',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'crowdId', type: 'integer' },
          { name: 'url', type: 'varchar', length: '500' },
          { name: 'events', type: 'text' },
          { name: 'secret', type: 'varchar', length: '100' },
          { name: 'enabled', type: 'boolean', default: '1' },
          { name: 'consecutiveFailures', type: 'integer', default: '0' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_crowd_webhook_crowd', columnNames: ['crowdId'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_crowd_webhook_crowd',
            columnNames: ['crowdId'],
            referencedTableName: 'crowd',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      false,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'crowd_webhook_delivery',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'webhookId', type: 'integer' },
          { name: 'eventId', type: 'varchar', length: '64' },
          { name: 'event', type: 'varchar', length: '32' },
          { name: 'attempt', type: 'integer' },
          { name: 'statusCode', type: 'integer', isNullable: true },
          { name: 'durationMs', type: 'integer' },
          { name: 'error', type: 'varchar', length: '200', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_crowd_webhook_delivery_webhook', columnNames: ['webhookId', 'id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_crowd_webhook_delivery_webhook',
            columnNames: ['webhookId'],
            referencedTableName: 'crowd_webhook',
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
    await queryRunner.dropTable('crowd_webhook_delivery');
    await queryRunner.dropTable('crowd_webhook');
  }
}
