import { randomBytes } from 'node:crypto';

/**
 * Stripe API objects as the stand-in (test/support/stripe-stand-in.ts) keeps and answers them:
 * only the fields the adapter and its callers read, in the shapes of the SDK's pinned API
 * version (2026-10-28.endive), plus the pre-basil invoice shape webhooks may still carry.
 */

export type Json = Record<string, unknown>;

export const stripeId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A month on from `start` (epoch seconds), on the same day or the month's last, as Stripe bills. */
export function monthAfter(start: number): number {
  const from = new Date(start * 1000);
  const day = from.getUTCDate();
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(from.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return Math.floor(next.getTime() / 1000);
}

/** A refusal as Stripe's error body carries it. */
export interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
}

const DECLINED: CardFailure = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

export interface TestCard {
  brand: string;
  last4: string;
  /** The card check on attach refuses it. */
  refusedOnAttach?: CardFailure;
  /** Attaches, but every charge is refused. */
  refusedOnCharge?: CardFailure;
  /** Every charge asks for 3-D Secure first. */
  requiresAuthentication?: boolean;
}

/** Stripe's documented test payment methods (docs.stripe.com/testing) the stand-in knows. */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', refusedOnAttach: DECLINED },
  pm_card_visa_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    refusedOnAttach: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    refusedOnAttach: { code: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    refusedOnAttach: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', refusedOnCharge: DECLINED },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', requiresAuthentication: true },
};

export function paymentMethodObject(id: string, card: TestCard, customer: string | null): Json {
  const expYear = new Date().getUTCFullYear() + 3;
  return {
    id,
    object: 'payment_method',
    type: 'card',
    customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: expYear, country: 'US', funding: 'credit' },
    created: nowSeconds(),
    livemode: false,
    metadata: {},
  };
}

export interface PriceData {
  currency: string;
  product: string;
  unit_amount: number;
  interval: string;
}

export const priceObject = (price: PriceData): Json => ({
  id: stripeId('price'),
  object: 'price',
  active: false,
  currency: price.currency,
  product: price.product,
  unit_amount: price.unit_amount,
  recurring: { interval: price.interval, interval_count: 1 },
  type: 'recurring',
});

export interface InvoiceInput {
  id?: string;
  customer: string;
  subscription: string;
  subscriptionItem: string;
  amount: number;
  /** Lowercase, as Stripe writes currencies. */
  currency: string;
  periodStart: number;
  periodEnd: number;
  billingReason: string;
  status: 'open' | 'paid' | 'void';
  lastFinalizationError?: CardFailure | null;
}

/** A subscription's invoice, its one line paying for [periodStart, periodEnd). */
export function invoiceObject(input: InvoiceInput): Json {
  const id = input.id ?? stripeId('in');
  const paid = input.status === 'paid';
  const first = input.billingReason === 'subscription_create';
  return {
    id,
    object: 'invoice',
    customer: input.customer,
    status: input.status,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    currency: input.currency,
    amount_due: input.amount,
    amount_paid: paid ? input.amount : 0,
    amount_remaining: paid ? 0 : input.amount,
    total: input.amount,
    subtotal: input.amount,
    attempt_count: 1,
    attempted: true,
    created: nowSeconds(),
    // Stripe's invoice-level period of a renewal is the period that ended; the line's is the one paid for.
    period_start: first ? input.periodStart : input.periodStart - (input.periodEnd - input.periodStart),
    period_end: input.periodStart,
    last_finalization_error: input.lastFinalizationError
      ? { type: 'card_error', ...input.lastFinalizationError }
      : null,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: input.subscription, metadata: {} },
    },
    lines: {
      object: 'list',
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: input.amount,
          currency: input.currency,
          invoice: id,
          quantity: 1,
          subscription: input.subscription,
          period: { start: input.periodStart, end: input.periodEnd },
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              subscription: input.subscription,
              subscription_item: input.subscriptionItem,
              invoice_item: null,
              proration: false,
              proration_details: null,
            },
          },
        },
      ],
    },
  };
}

/** The same invoice as an endpoint on an API version before 2025-03-31.basil renders it. */
export function legacyInvoiceObject(invoice: Json): Json {
  const { parent, lines, ...rest } = invoice as Json & { parent: Json; lines: Json & { data: Json[] } };
  const subscription = (parent.subscription_details as Json).subscription;
  return {
    ...rest,
    subscription,
    payment_intent: null,
    lines: {
      ...lines,
      data: lines.data.map(({ parent: _parent, ...line }) => ({ ...line, type: 'subscription', subscription })),
    },
  };
}

export function eventObject(type: string, object: Json, apiVersion: string): Json {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/**
 * A form body as Stripe's SDK writes it (`items[0][price_data][currency]=eur`), back to nested
 * objects; a level whose keys are 0..n becomes an array.
 */
export function parseStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Json;
    });
  }
  return arraysOf(root) as Json;
}

function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Json).map(([key, item]) => [key, arraysOf(item)] as const);
  const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return indexed ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}
