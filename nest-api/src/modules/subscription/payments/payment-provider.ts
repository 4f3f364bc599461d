import type { TCurrency, TTier } from '@crowd/contracts';

/** What a provider tells of a card; the number itself never leaves the provider. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface AttachedCard extends CardDetails {
  /** The provider's id of the attached payment method: the one to store and charge. */
  id: string;
}

/**
 * How a charge went. `requires_action`: the card asks for 3-D Secure, which only the browser can
 * answer (with `clientSecret`); the provider reports the result by webhook.
 */
export type ChargeOutcome =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'requires_action'; paymentId: string; clientSecret: string }
  | { status: 'declined'; paymentId: string | null; code: string };

export interface StartSubscriptionInput {
  customerId: string;
  paymentMethodId: string;
  crowdId: number;
  tier: TTier;
  /** Integer cents per month. */
  amount: number;
  currency: TCurrency;
  /** Sent as the provider's idempotency key: a retried request starts one subscription. */
  idempotencyKey: string;
}

export interface StartedSubscription {
  /** The provider's subscription id (`paymentProcessorId`). */
  processorId: string;
  /** The first period's charge, made now. */
  outcome: ChargeOutcome;
}

export interface RenewalChargeInput {
  processorId: string;
  customerId: string;
  paymentMethodId: string;
  amount: number;
  currency: TCurrency;
  /** One per subscription and period: charging the same period twice charges once. */
  idempotencyKey: string;
}

/**
 * A provider's webhook event, in our terms. `payment_succeeded` and `payment_failed` are about a
 * subscription's invoice (`firstPeriod` for the one its creation made); `subscription_ended` when
 * the provider has ended it (cancelled at period end, or given up collecting).
 */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment_succeeded';
      processorId: string;
      paymentId: string;
      amount: number;
      currency: string;
      periodStart: Date;
      periodEnd: Date;
      firstPeriod: boolean;
    }
  | { id: string; type: 'payment_failed'; processorId: string; paymentId: string | null; code: string }
  | { id: string; type: 'subscription_ended'; processorId: string }
  | { id: string; type: 'ignored'; providerType: string };

/** A card the provider refused (402): the key is the message the form shows. */
export class CardRefusedError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey:
      'credit_card_payment_failed' | 'credit_card_declined' | 'credit_card_expired' = 'credit_card_payment_failed',
  ) {
    super(`card refused: ${code}`);
  }
}

/** A webhook whose signature does not verify: answered 400, handled never. */
export class WebhookSignatureError extends Error {}

/**
 * The payment provider port. Stripe in production (a customer per user, a subscription per
 * crowd, renewals reported by webhook); the offline provider when no Stripe key is set (Stripe's
 * test-card semantics, renewals charged by our sweep).
 */
export abstract class PaymentProvider {
  abstract readonly kind: 'stripe' | 'offline';
  /** The key the browser's card element needs; null for the offline provider's own form. */
  abstract readonly publishableKey: string | null;
  /** Whether our sweep charges renewals (offline) or the provider does and reports them (Stripe). */
  abstract readonly chargesRenewals: boolean;

  /** Makes the user's customer at the provider; the id is kept on the user. */
  abstract createCustomer(user: { id: number; email: string; name: string }): Promise<string>;

  /**
   * Attaches a payment method to the customer and answers the attached one, whose id may differ
   * (Stripe makes a new payment method of a test id such as `pm_card_visa`). Throws
   * CardRefusedError when the provider refuses it.
   */
  abstract attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<AttachedCard>;

  abstract detachPaymentMethod(paymentMethodId: string): Promise<void>;

  abstract setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /** Starts a monthly subscription, charging its first period now (billing day = today). */
  abstract startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription>;

  /** Charges a renewal; only called when `chargesRenewals`. */
  abstract chargeRenewal(input: RenewalChargeInput): Promise<ChargeOutcome>;

  /** The price of `tier` from the next billing period on, with no proration (legal text). */
  abstract changePlan(processorId: string, tier: TTier, amount: number, currency: TCurrency): Promise<void>;

  /**
   * Pays what a past-due subscription owes with the given card (the admin's retry): Stripe pays the
   * subscription's open invoice, the offline provider charges `amount`.
   */
  abstract payPastDue(input: RenewalChargeInput): Promise<ChargeOutcome>;

  abstract cancelAtPeriodEnd(processorId: string): Promise<void>;

  abstract resume(processorId: string): Promise<void>;

  /** Verifies and reads a webhook. Throws WebhookSignatureError when it does not verify. */
  abstract parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
