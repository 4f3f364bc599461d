import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const OPEN_CROWD_INDEX = 'UQ_charge_intent_open_crowd';
const STATUS_CREATED_INDEX = 'IDX_charge_intent_status_created';
const COLUMNS = ['openCrowdId', 'payerId', 'paymentMethodProviderId', 'subscriptionId', 'periodStart'];

/**
 * Charge intents name what reconciling them needs (decision 027): the payer, the card, the
 * subscription and period of arrears, and the crowd while open (unique: one open charge per
 * crowd). Intents still open from before carry neither payer nor card, so they cannot be asked
 * again: they are put under review.
 */
export class ChargeIntentPayer1796030000000 implements MigrationInterface {
  name = 'ChargeIntentPayer1796030000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('charge_intent', [
      new TableColumn({ name: 'openCrowdId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'payerId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'paymentMethodProviderId', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'subscriptionId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'periodStart', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.manager
      .createQueryBuilder()
      .update('charge_intent')
      .set({ status: 'REVIEW' })
      .where('status = :open', { open: 'OPEN' })
      .execute();
    await queryRunner.createIndex(
      'charge_intent',
      new TableIndex({ name: OPEN_CROWD_INDEX, columnNames: ['openCrowdId'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'charge_intent',
      new TableIndex({ name: STATUS_CREATED_INDEX, columnNames: ['status', 'createdAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('charge_intent', STATUS_CREATED_INDEX);
    await queryRunner.dropIndex('charge_intent', OPEN_CROWD_INDEX);
    await queryRunner.dropColumns('charge_intent', COLUMNS);
  }
}
