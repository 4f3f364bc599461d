import { Entity, ForeignKey, Index } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** A saved card (the provider keeps the number; we keep its id and display data). */
@Entity({ name: 'payment_method' })
@Index('UQ_payment_method_provider', ['providerId'], { unique: true })
@Index('IDX_payment_method_user', ['userId'])
export class PaymentMethod extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @ForeignKey('User', { name: 'FK_payment_method_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  @StringColumn(255)
  providerId: string;

  @StringColumn(32)
  brand: string;

  @StringColumn(4)
  last4: string;

  @IntColumn()
  expMonth: number;

  @IntColumn()
  expYear: number;

  @BoolColumn(false)
  primary: boolean;
}
