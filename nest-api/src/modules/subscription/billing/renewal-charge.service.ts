import { Injectable } from '@nestjs/common';
import { Clock } from '../../../infra/clock/clock';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { CreditCardsService } from '../payments/cards/credit-cards.service';
import { PaymentCustomerService } from '../payments/cards/payment-customer.service';
import { PaymentProvider, type ChargeOutcome } from '../payments/payment-provider';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';

/**
 * A renewal's charge, in the renewal's transaction: the subscription's card, else the owner's
 * primary. Its key names the subscription and period, and a payment recorded under it is read back
 * rather than charged again, so a renewal that runs twice charges once.
 */
@Injectable()
export class RenewalChargeService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly cards: CreditCardsService,
    private readonly customers: PaymentCustomerService,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async charge(target: Subscription, chargeKey: string): Promise<ChargeOutcome> {
    const recorded = await this.subscriptions.findPaymentByChargeKey(chargeKey);
    if (recorded) {
      return recorded.status === 'SUCCEEDED'
        ? { status: 'succeeded', paymentId: recorded.providerPaymentId ?? '' }
        : { status: 'declined', paymentId: recorded.providerPaymentId, code: recorded.failureCode ?? 'payment_failed' };
    }
    const crowd = await this.crowds.findByIdOrFail(target.crowdId);
    const card = await this.cards.chargeableCard(target.paymentMethodId, crowd.ownerId ?? 0);
    const outcome: ChargeOutcome = card
      ? await this.provider.chargeRenewal({
          processorId: target.paymentProcessorId ?? '',
          customerId: await this.customers.customerOf(card.userId),
          paymentMethodId: card.providerId,
          amount: target.baseMonthlyPrice,
          currency: target.currency,
          idempotencyKey: chargeKey,
        })
      : { status: 'declined', paymentId: null, code: 'no_card' };
    await this.subscriptions.insertPayment({
      subscriptionId: target.id,
      amount: target.baseMonthlyPrice,
      currency: target.currency,
      status: outcome.status === 'succeeded' ? 'SUCCEEDED' : 'FAILED',
      providerPaymentId: outcome.paymentId,
      failureCode: outcome.status === 'declined' ? outcome.code : null,
      chargeKey,
      createdAt: this.clock.now(),
    });
    return outcome;
  }
}
