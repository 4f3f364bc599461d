import { Injectable, Logger } from '@nestjs/common';
import { PLANS, type TTier } from '@crowd/contracts';
import { Clock } from '../../../infra/clock/clock';
import { CreditCardsService } from '../payments/cards/credit-cards.service';
import { PaymentCustomerService } from '../payments/cards/payment-customer.service';
import { PaymentProvider, type AttachedCard } from '../payments/payment-provider';
import type { PaymentMethod } from '../payments/entities/payment-method.entity';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { ChargeIntentRepository } from './charge-intent.repository';
import { ChargeOutcomeService, chargeKeyOf, type ChargeResult, type Settled } from './charge-outcome.service';
import type { ChargeIntent } from './entities/charge-intent.entity';

/**
 * How long the provider answers a repeated idempotency key with its first result (Stripe keeps
 * keys at least 24 hours). Past it, asking again could charge again.
 */
export const PROVIDER_KEY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Charges made once (decision 027). A charge is recorded as an intent, in the crowd's
 * transaction, and committed; the provider is asked after it, with no lock held, under a key made
 * of what is paid and the intent; then the outcome is recorded in a second transaction. A process
 * that stops between the charge and that record leaves the intent OPEN, and asking again under the
 * same key (a retry, the reconciliation sweep) gets the provider's first answer, not a new charge.
 */
@Injectable()
export class ChargeService {
  private readonly logger = new Logger(ChargeService.name);

  constructor(
    private readonly intents: ChargeIntentRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly cards: CreditCardsService,
    private readonly customers: PaymentCustomerService,
    private readonly provider: PaymentProvider,
    private readonly outcomes: ChargeOutcomeService,
    private readonly clock: Clock,
  ) {}

  /** The crowd's open charge, which a request settles before it charges anything else. */
  pendingOf(crowdId: number): Promise<ChargeIntent | null> {
    return this.intents.openOf(crowdId);
  }

  /**
   * Records a charge in the caller's transaction, which holds the crowd's row: the first month of
   * `tier`, or the arrears of `owing` (from where its paid time ended).
   */
  open(
    crowdId: number,
    tier: TTier,
    payerId: number,
    card: AttachedCard,
    owing: Subscription | null,
  ): Promise<ChargeIntent> {
    const now = this.clock.now();
    return this.intents.insertOpen({
      crowdId,
      tier,
      payerId,
      paymentMethodProviderId: card.id,
      subscriptionId: owing?.id ?? null,
      periodStart: owing ? (owing.validTo ?? now) : null,
      createdAt: now,
    });
  }

  /**
   * Asks the provider under the intent's key and records its answer, once. `attached` is the card
   * as the request attached it (saved when the charge went through); without it (a later
   * attempt) the intent's card is looked up again. An intent beyond the provider's key window is
   * not asked again: it is put under review.
   */
  async settle(intent: ChargeIntent, attached?: AttachedCard): Promise<Settled> {
    const { payerId, paymentMethodProviderId } = intent;
    if (payerId === null || paymentMethodProviderId === null) {
      return this.review(intent, 'names no payer or card (recorded before they were kept)');
    }
    if (this.beyondKeyWindow(intent)) {
      return this.review(intent, "stayed open beyond the provider's key window and is not charged again");
    }
    const charged = await this.charge(intent, payerId, paymentMethodProviderId);
    if (!charged) return this.review(intent, 'pays arrears of a subscription that has gone');
    const card =
      charged.outcome.status === 'declined'
        ? null
        : attached
          ? await this.cards.save(payerId, attached)
          : await this.savedCard(intent, payerId, paymentMethodProviderId);
    return this.outcomes.record(intent, { ...charged, card });
  }

  /**
   * The card a later attempt charged, saved if it was not: the provider is asked to attach it again.
   * A charge that went through is recorded even when its card cannot be saved; the subscription then
   * renews with the payer's primary card.
   */
  private async savedCard(intent: ChargeIntent, payerId: number, providerId: string): Promise<PaymentMethod | null> {
    try {
      return await this.cards.resolve(payerId, providerId);
    } catch (error) {
      this.logger.warn(`charge intent ${intent.id}: its card could not be saved: ${String(error)}`);
      return null;
    }
  }

  /** The provider's answer; null when the subscription owing has gone (with its crowd). */
  private async charge(
    intent: ChargeIntent,
    payerId: number,
    paymentMethodId: string,
  ): Promise<Omit<ChargeResult, 'card'> | null> {
    const customerId = await this.customers.customerOf(payerId);
    const idempotencyKey = chargeKeyOf(intent);
    if (intent.subscriptionId === null) {
      const plan = PLANS[intent.tier];
      const started = await this.provider.startSubscription({
        customerId,
        paymentMethodId,
        crowdId: intent.crowdId,
        tier: intent.tier,
        amount: plan.baseMonthlyPrice,
        currency: plan.currency,
        idempotencyKey,
      });
      return { outcome: started.outcome, processorId: started.processorId };
    }
    const owing = await this.subscriptions.findById(intent.subscriptionId);
    if (!owing) return null;
    const outcome = await this.provider.payPastDue({
      processorId: owing.paymentProcessorId ?? '',
      customerId,
      paymentMethodId,
      amount: owing.baseMonthlyPrice,
      currency: owing.currency,
      idempotencyKey,
    });
    return { outcome, processorId: owing.paymentProcessorId };
  }

  private beyondKeyWindow(intent: ChargeIntent): boolean {
    return this.clock.now().getTime() - intent.createdAt.getTime() >= PROVIDER_KEY_WINDOW_MS;
  }

  /** Closed for a person to look at: whether the provider charged under its key, and what to write or refund. */
  private async review(intent: ChargeIntent, why: string): Promise<Settled> {
    if (await this.intents.close(intent.id, 'REVIEW')) {
      this.logger.error(
        `charge intent ${intent.id} (crowd ${intent.crowdId}, key ${chargeKeyOf(intent)}) ${why}: ` +
          'check at the provider whether it charged (status REVIEW)',
      );
    }
    return { status: 'REVIEW' };
  }
}
