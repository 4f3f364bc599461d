import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const COLUMNS = ['domainToken', 'domainVerified', 'domainServed', 'domainSeenAt', 'domainCheckedAt'];

/**
 * Own domains are proven by a DNS TXT record (decision 029). Every domain set so far starts
 * pending, with a token of its own: a domain nobody proved stops serving until its crowd's admins
 * publish the record and verify it.
 */
export class OwnDomainProof1795900000000 implements MigrationInterface {
  name = 'OwnDomainProof1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('crowd', [
      new TableColumn({ name: 'domainToken', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'domainVerified', type: 'boolean', default: '0' }),
      new TableColumn({ name: 'domainServed', type: 'boolean', default: '0' }),
      new TableColumn({ name: 'domainSeenAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'domainCheckedAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    const claimed: { id: number }[] = await queryRunner.manager
      .createQueryBuilder()
      .select('crowd.id', 'id')
      .from('crowd', 'crowd')
      .where('crowd.domainNormalized IS NOT NULL')
      .getRawMany();
    for (const { id } of claimed) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('crowd')
        .set({ domainToken: randomBytes(32).toString('base64url') })
        .where('id = :id', { id })
        .execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('crowd', COLUMNS);
  }
}
