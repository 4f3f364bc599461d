import { Injectable } from '@nestjs/common';
import { notFound } from '../../../../common/errors';
import { UserRepository } from '../../../auth/user/user.repository';
import { PaymentProvider } from '../payment-provider';

/** A user's customer at the payment provider, made the first time they pay or save a card. */
@Injectable()
export class PaymentCustomerService {
  constructor(
    private readonly users: UserRepository,
    private readonly provider: PaymentProvider,
  ) {}

  async customerOf(userId: number): Promise<string> {
    const user = await this.users.findLiveById(userId);
    if (!user) throw notFound();
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customerId = await this.provider.createCustomer({ id: user.id, email: user.email, name: user.name });
    // Two first payments at once: the first stored customer wins, the other's is never used.
    return (await this.users.setPaymentCustomerIfUnset(user.id, customerId)) ?? customerId;
  }
}
