import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const familyColumn = (nullable: boolean): TableColumn =>
  new TableColumn({ name: 'familyId', type: 'varchar', length: '64', isNullable: nullable });

/**
 * `session.familyId` (decision 004: single logout). An existing session's family is its master's,
 * or itself: the links single sign-on recorded so far.
 */
export class SessionFamily1795434244066 implements MigrationInterface {
  name = 'SessionFamily1795434244066';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('session', familyColumn(true));
    const q = (name: string): string => queryRunner.connection.driver.escape(name);
    await queryRunner.query(
      `UPDATE ${q('session')} SET ${q('familyId')} = COALESCE(${q('masterSessionId')}, ${q('id')})`,
    );
    await queryRunner.changeColumn('session', 'familyId', familyColumn(false));
    await queryRunner.createIndex('session', new TableIndex({ name: 'IDX_session_family', columnNames: ['familyId'] }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('session', 'IDX_session_family');
    await queryRunner.dropColumn('session', 'familyId');
  }
}
