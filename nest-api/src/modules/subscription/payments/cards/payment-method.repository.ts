import { Injectable } from '@nestjs/common';
import { Not } from 'typeorm';
import { TransactionalRepository } from '../../../../infra/database/unit-of-work';
import { PaymentMethod } from '../entities/payment-method.entity';

export type NewPaymentMethod = Pick<
  PaymentMethod,
  'userId' | 'providerId' | 'brand' | 'last4' | 'expMonth' | 'expYear' | 'primary' | 'createdAt'
>;

/** A user's saved cards. */
@Injectable()
export class PaymentMethodRepository extends TransactionalRepository {
  private get methods() {
    return this.manager.getRepository(PaymentMethod);
  }

  async deleteAllOf(userId: number): Promise<void> {
    await this.methods.delete({ userId });
  }

  /** Primary first, then newest first (spec 1, section 9). */
  listOf(userId: number): Promise<PaymentMethod[]> {
    return this.methods.find({ where: { userId }, order: { primary: 'DESC', createdAt: 'DESC', id: 'DESC' } });
  }

  findOwned(userId: number, providerId: string): Promise<PaymentMethod | null> {
    return this.methods.findOneBy({ userId, providerId });
  }

  findById(id: number): Promise<PaymentMethod | null> {
    return this.methods.findOneBy({ id });
  }

  primaryOf(userId: number): Promise<PaymentMethod | null> {
    return this.methods.findOneBy({ userId, primary: true });
  }

  hasAny(userId: number): Promise<boolean> {
    return this.methods.existsBy({ userId });
  }

  insert(method: NewPaymentMethod): Promise<PaymentMethod> {
    return this.methods.save(this.methods.create(method));
  }

  /** Exactly one primary card: this one. */
  async makePrimary(userId: number, id: number): Promise<void> {
    await this.methods.update({ userId, id: Not(id), primary: true }, { primary: false });
    await this.methods.update({ userId, id }, { primary: true });
  }

  /** The newest of the others, which becomes primary when the primary card goes. */
  newestOther(userId: number, id: number): Promise<PaymentMethod | null> {
    return this.methods.findOne({ where: { userId, id: Not(id) }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async delete(id: number): Promise<void> {
    await this.methods.delete({ id });
  }
}
