import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

/** Personal data exports packed on the queue (decision 033). */
export class UserExport1796120000000 implements MigrationInterface {
  name = 'UserExport1796120000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'user_export',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'storageKey', type: 'varchar', length: '255', isNullable: true },
          { name: 'expiresAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [new TableIndex({ name: 'IDX_user_export_user_status', columnNames: ['userId', 'status'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_user_export_user',
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
    await queryRunner.dropTable('user_export');
  }
}
