import type { TCurrency, TSubscriptionStatus, TTier } from '@crowd/contracts';
import { Entity, ForeignKey, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, StringColumn, VersionNumberColumn } from '../../../../infra/database/columns';
import { PaymentMethod } from '../../payments/entities/payment-method.entity';
import { TimestampedEntity } from '../../../../infra/database/timestamps';

/** A crowd's plan for a period; the API answers validFrom/validTo as epoch seconds. */
@Entity({ name: 'subscription' })
@Index('IDX_subscription_crowd_valid_from', ['crowdId', 'validFrom'])
@Index('IDX_subscription_status_valid_to', ['status', 'validTo'])
@Index('IDX_subscription_payment_method', ['paymentMethodId'])
export class Subscription extends TimestampedEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  @ForeignKey('Crowd', { name: 'FK_subscription_crowd', onDelete: 'CASCADE' })
  @IntColumn()
  crowdId: number;

  @IntColumn()
  tier: TTier;

  @StringColumn(64)
  name: string;

  @StringColumn(32)
  status: TSubscriptionStatus;

  @DateColumn()
  validFrom: Date;

  @DateColumn({ nullable: true })
  validTo: Date | null;

  /** Integer cents per month. */
  @IntColumn()
  baseMonthlyPrice: number;

  @StringColumn(3)
  currency: TCurrency;

  /** The payment provider's subscription id; absent for the free trial. */
  @StringColumn(255, { nullable: true })
  paymentProcessorId: string | null;

  @IntColumn({ nullable: true })
  paymentMethodId: number | null;

  @ManyToOne(() => PaymentMethod, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'paymentMethodId', foreignKeyConstraintName: 'FK_subscription_payment_method' })
  paymentMethod?: Relation<PaymentMethod> | null;

  @DateColumn({ nullable: true })
  cancelledAt: Date | null;

  /** The day of the month it bills on (1–31; the month's last day when shorter); none for the trial. */
  @IntColumn({ nullable: true })
  billingDay: number | null;

  /** When a renewal failed: the grace period before deactivation runs from here. */
  @DateColumn({ nullable: true })
  pastDueSince: Date | null;
}
