import { BeforeInsert, Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { BoolColumn, DateColumn, IdColumn, IntColumn, StringColumn } from '../../../infra/database/columns';
import { User } from '../../auth/entities/user.entity';

/** A saved card (the provider keeps the number; we keep its id and display data). */
@Entity({ name: 'payment_method' })
@Index('UQ_payment_method_provider', ['providerId'], { unique: true })
@Index('IDX_payment_method_user', ['userId'])
export class PaymentMethod {
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

  @DateColumn()
  createdAt: Date;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt ??= new Date();
  }
}
