import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/**
 * Charge intents (decision 027): a paid subscribe request is recorded before the provider is
 * asked, so a retry after a rolled-back charge reuses its idempotency key instead of charging again.
 */
export class ChargeIntent1796000000000 implements MigrationInterface {
  name = 'ChargeIntent1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'charge_intent',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'crowdId', type: 'integer' },
          { name: 'tier', type: 'integer' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [
          new TableIndex({ name: 'IDX_charge_intent_crowd_tier_status', columnNames: ['crowdId', 'tier', 'status'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_charge_intent_crowd',
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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('charge_intent');
  }
}
