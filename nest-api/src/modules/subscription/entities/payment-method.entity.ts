import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BoolColumn, IdColumn, IntColumn, StringColumn } from '../../../infra/database/columns';
import { User } from '../../auth/entities/user.entity';
import { CreatedAtEntity } from '../../../infra/database/timestamps';

/** A saved card (the provider keeps the number; we keep its id and display data). */
@Entity({ name: 'payment_method' })
@Index('UQ_payment_method_provider', ['providerId'], { unique: true })
@Index('IDX_payment_method_user', ['userId'])
export class PaymentMethod extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn()
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_payment_method_user' })
  user?: Relation<User>;

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
