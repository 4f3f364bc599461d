import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

const CHARGE_KEY_INDEX = 'UQ_payment_charge_key';

/**
 * Billing (decision 027): a subscription keeps the day of the month it bills on (`billingDay`, the
 * first payment's day, so 31 Jan → 28 Feb → 31 Mar) and when it fell past due (`pastDueSince`, the
 * start of the grace period); a payment keeps the key it was charged under (`chargeKey`, one per
 * subscription and period), so a renewal that runs twice finds its payment and charges once.
 */
export class SubscriptionBilling1795800000000 implements MigrationInterface {
  name = 'SubscriptionBilling1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('subscription', [
      new TableColumn({ name: 'billingDay', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'pastDueSince', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await queryRunner.addColumn(
      'payment',
      new TableColumn({ name: 'chargeKey', type: 'varchar', length: '255', isNullable: true }),
    );
    await queryRunner.createIndex(
      'payment',
      new TableIndex({ name: CHARGE_KEY_INDEX, columnNames: ['chargeKey'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('payment', CHARGE_KEY_INDEX);
    await queryRunner.dropColumn('payment', 'chargeKey');
    await queryRunner.dropColumns('subscription', ['pastDueSince', 'billingDay']);
  }
}
