import type Stripe from 'stripe';
import type { PaymentEvent } from '../payment-provider';

/**
 * Fields invoices carried before API version 2025-03-31.basil. A webhook payload is rendered in
 * the API version of its webhook endpoint (set in the Stripe dashboard), not the SDK's pinned
 * one, so an endpoint created earlier still sends these.
 */
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
}

/** Before basil a subscription's line said `type: 'subscription'`; since then its `parent` does. */
interface LegacyLineFields {
  type?: string;
}

const idOf = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id);

const fromEpoch = (seconds: number): Date => new Date(seconds * 1000);

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const current = invoice.parent?.subscription_details?.subscription;
  if (current) return idOf(current);
  const legacy = (invoice as Stripe.Invoice & LegacyInvoiceFields).subscription;
  return legacy ? idOf(legacy) : null;
}

/**
 * The period an invoice pays for is its subscription line's: `invoice.period_start/end` of a
 * renewal invoice is the period that just ended.
 */
function paidPeriodOf(invoice: Stripe.Invoice): Stripe.InvoiceLineItem.Period {
  const line = invoice.lines.data.find(
    (item) =>
      item.parent?.type === 'subscription_item_details' ||
      (item as Stripe.InvoiceLineItem & LegacyLineFields).type === 'subscription',
  );
  if (!line) throw new Error(`Stripe invoice ${invoice.id} has no subscription line to read its period from`);
  return line.period;
}

/**
 * A verified Stripe event, in the port's terms.
 *
 * `invoice.paid` is the one success event handled: it fires once per settled invoice, including
 * one marked paid outside Stripe; `invoice.payment_succeeded` fires for the same payment, so it
 * is ignored rather than handled twice. `paymentId` is the invoice id, as `startSubscription`
 * and `payPastDue` report it, so the webhook for a payment made there names the same payment.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { id: event.id, type: 'ignored', providerType: event.type };
  switch (event.type) {
    case 'invoice.paid': {
      const invoice = event.data.object;
      const processorId = subscriptionIdOf(invoice);
      if (!processorId) return ignored;
      const period = paidPeriodOf(invoice);
      return {
        id: event.id,
        type: 'payment_succeeded',
        processorId,
        paymentId: invoice.id,
        amount: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        periodStart: fromEpoch(period.start),
        periodEnd: fromEpoch(period.end),
        firstPeriod: invoice.billing_reason === 'subscription_create',
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const processorId = subscriptionIdOf(invoice);
      if (!processorId) return ignored;
      const error = invoice.last_finalization_error;
      return {
        id: event.id,
        type: 'payment_failed',
        processorId,
        paymentId: invoice.id,
        code: error?.decline_code ?? error?.code ?? 'payment_failed',
      };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, type: 'subscription_ended', processorId: event.data.object.id };
    // A first payment left unauthenticated for 23 hours ends the subscription by an update, not a deletion.
    case 'customer.subscription.updated':
      return event.data.object.status === 'incomplete_expired'
        ? { id: event.id, type: 'subscription_ended', processorId: event.data.object.id }
        : ignored;
    default:
      return ignored;
  }
}
