import type { TCurrency } from '@crowd/contracts';
import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { Subscription } from './subscription.entity';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

export type PaymentStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/** One charge attempt for a subscription period. */
@Entity({ name: 'payment' })
@Index('IDX_payment_subscription', ['subscriptionId'])
@Index('UQ_payment_provider_payment', ['providerPaymentId'], { unique: true })
@Index('UQ_payment_charge_key', ['chargeKey'], { unique: true })
export class Payment extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  subscriptionId: number;

  @ManyToOne(() => Subscription, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriptionId', foreignKeyConstraintName: 'FK_payment_subscription' })
  subscription?: Relation<Subscription>;

  /** Integer cents. */
  @IntColumn()
  amount: number;

  @StringColumn(3)
  currency: TCurrency;

  @StringColumn(32)
  status: PaymentStatus;

  @StringColumn(255, { nullable: true })
  providerPaymentId: string | null;

  @StringColumn(255, { nullable: true })
  failureCode: string | null;

  /** The idempotency key it was charged under (`renew:…`, `start:…`, `arrears:…`; decision 027): a charge made twice is found here. */
  @StringColumn(255, { nullable: true })
  chargeKey: string | null;
}
