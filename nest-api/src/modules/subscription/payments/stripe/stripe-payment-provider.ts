import type { TCurrency, TTier } from '@crowd/contracts';
import Stripe from 'stripe';
import {
  PaymentProvider,
  WebhookSignatureError,
  type AttachedCard,
  type ChargeOutcome,
  type PaymentEvent,
  type RenewalChargeInput,
  type StartedSubscription,
  type StartSubscriptionInput,
} from '../payment-provider';
import { asCardRefusal, isCardError, refusalCode } from './stripe-card-refusal';
import { paymentEventOf } from './stripe-webhook-event';

export interface StripePaymentProviderOptions {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Another API origin (a local stand-in in tests); Stripe's own when absent. */
  apiUrl?: string;
}

/**
 * Pinned so an SDK upgrade that moves to another API version fails to compile here: the
 * response shapes read below (invoice payments, confirmation secrets) are this version's.
 */
const API_VERSION = '2026-10-28.endive';

/** What `invoices.pay` answers when the card asks for 3-D Secure before it pays. */
const REQUIRES_ACTION = 'invoice_payment_intent_requires_action';

const productIdOf = (tier: TTier): string => `crowd_tier_${tier}`;

/**
 * The Stripe idempotency key of a charge names the card: Stripe replays a declined answer for a
 * repeated key and refuses the key with other parameters, so a retry with another card must be a
 * new try, while a retry of the same request still gets the first answer.
 */
const attemptKey = (idempotencyKey: string, paymentMethodId: string): string => `${idempotencyKey}:${paymentMethodId}`;

const idOf = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id);

const monthlyPrice = (product: string, amount: number, currency: TCurrency) => ({
  currency: currency.toLowerCase(),
  product,
  unit_amount: amount,
  recurring: { interval: 'month' as const },
});

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return { apiVersion: API_VERSION };
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    apiVersion: API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * The payments port on Stripe Billing: a customer per user, a Product per tier and a
 * subscription per crowd priced inline. Stripe charges each renewal itself, monthly on the day
 * the subscription started (the last day of a month too short for it), and reports it by
 * webhook, so our sweep never charges (`chargesRenewals` false).
 *
 * Every `paymentId` is a Stripe invoice id: an invoice is what a webhook reports, so the answer
 * of a charge made here and the webhook about it name the same payment.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly kind = 'stripe';
  readonly chargesRenewals = false;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | null;

  constructor(options: StripePaymentProviderOptions) {
    super();
    this.stripe = new Stripe(options.secretKey, clientOptions(options.apiUrl));
    this.webhookSecret = options.webhookSecret;
    this.publishableKey = options.publishableKey;
  }

  async createCustomer(user: { id: number; email: string; name: string }): Promise<string> {
    const customer = await this.stripe.customers.create({
      email: user.email,
      name: user.name,
      metadata: { userId: String(user.id) },
    });
    return customer.id;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<AttachedCard> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
    } catch (error) {
      throw asCardRefusal(error);
    }
    if (!method.card) throw new Error(`Stripe payment method ${paymentMethodId} is not a card`);
    return {
      id: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
  }

  /**
   * `allow_incomplete` charges the first invoice now and, when the card asks for 3-D Secure or
   * is declined, still answers with the (incomplete) subscription, whose payment intent tells
   * which. `error_if_incomplete` would refuse 3-D Secure outright and `default_incomplete` would
   * not charge at all until the browser confirms.
   */
  async startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription> {
    const product = await this.ensureProduct(input.tier);
    let subscription: Stripe.Subscription;
    try {
      subscription = await this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          default_payment_method: input.paymentMethodId,
          items: [{ price_data: monthlyPrice(product, input.amount, input.currency) }],
          payment_behavior: 'allow_incomplete',
          metadata: { crowdId: String(input.crowdId), tier: String(input.tier) },
          expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: attemptKey(input.idempotencyKey, input.paymentMethodId) },
      );
    } catch (error) {
      throw asCardRefusal(error);
    }
    const invoice = subscription.latest_invoice;
    if (!invoice || typeof invoice === 'string') {
      throw new Error(`Stripe subscription ${subscription.id} came without its first invoice`);
    }
    if (subscription.status !== 'incomplete') {
      return { processorId: subscription.id, outcome: { status: 'succeeded', paymentId: invoice.id } };
    }
    const outcome = await this.incompleteOutcome(invoice);
    // A declined first charge starts nothing: an incomplete subscription would linger for a day.
    if (outcome.status === 'declined') await this.stripe.subscriptions.cancel(subscription.id);
    return { processorId: subscription.id, outcome };
  }

  chargeRenewal(_input: RenewalChargeInput): Promise<ChargeOutcome> {
    return Promise.reject(new Error('Stripe charges renewals itself (chargesRenewals is false); nothing asks it to'));
  }

  /** `proration_behavior: 'none'`: the new price is billed from the next period, as the terms say. */
  async changePlan(processorId: string, tier: TTier, amount: number, currency: TCurrency): Promise<void> {
    const [product, subscription] = await Promise.all([
      this.ensureProduct(tier),
      this.stripe.subscriptions.retrieve(processorId),
    ]);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${processorId} has no item to reprice`);
    await this.stripe.subscriptions.update(processorId, {
      items: [{ id: item.id, price_data: monthlyPrice(product, amount, currency) }],
      proration_behavior: 'none',
      metadata: { tier: String(tier) },
    });
  }

  /** Pays the subscription's latest open invoice with the card, which becomes its default. */
  async payPastDue(input: RenewalChargeInput): Promise<ChargeOutcome> {
    await this.stripe.subscriptions.update(input.processorId, { default_payment_method: input.paymentMethodId });
    const open = await this.stripe.invoices.list({ subscription: input.processorId, status: 'open', limit: 1 });
    const invoice = open.data[0];
    if (!invoice) throw new Error(`Stripe subscription ${input.processorId} has no open invoice to pay`);
    try {
      // On session: the admin is at the form, so a card asking for 3-D Secure can be answered.
      await this.stripe.invoices.pay(
        invoice.id,
        { payment_method: input.paymentMethodId, off_session: false },
        { idempotencyKey: attemptKey(input.idempotencyKey, input.paymentMethodId) },
      );
      return { status: 'succeeded', paymentId: invoice.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === REQUIRES_ACTION)
        return this.requiresAction(invoice.id);
      if (!isCardError(error)) throw error;
      return { status: 'declined', paymentId: invoice.id, code: refusalCode(error) };
    }
  }

  async cancelAtPeriodEnd(processorId: string): Promise<void> {
    await this.stripe.subscriptions.update(processorId, { cancel_at_period_end: true });
  }

  async resume(processorId: string): Promise<void> {
    await this.stripe.subscriptions.update(processorId, { cancel_at_period_end: false });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!this.webhookSecret || !signature)
      throw new WebhookSignatureError('missing Stripe webhook secret or signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
    }
    return paymentEventOf(event);
  }

  /** Finds the tier's Product or makes it; its id is ours, so concurrent callers agree on one. */
  private async ensureProduct(tier: TTier): Promise<string> {
    const id = productIdOf(tier);
    try {
      return (await this.stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'resource_missing') throw error;
    }
    try {
      return (await this.stripe.products.create({ id, name: `Crowd tier ${tier}`, metadata: { tier: String(tier) } }))
        .id;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_already_exists') return id;
      throw error;
    }
  }

  /** An incomplete first invoice: its payment intent waits for 3-D Secure, or was declined. */
  private async incompleteOutcome(invoice: Stripe.Invoice): Promise<ChargeOutcome> {
    const payment = invoice.payments?.data.find((entry) => entry.is_default) ?? invoice.payments?.data[0];
    const intentRef = payment?.payment.payment_intent;
    if (!intentRef) return { status: 'declined', paymentId: invoice.id, code: 'payment_failed' };
    const intent = await this.stripe.paymentIntents.retrieve(idOf(intentRef));
    if (intent.status === 'requires_action') {
      const clientSecret = invoice.confirmation_secret?.client_secret ?? intent.client_secret;
      if (!clientSecret) throw new Error(`Stripe invoice ${invoice.id} asks for 3-D Secure but has no client secret`);
      return { status: 'requires_action', paymentId: invoice.id, clientSecret };
    }
    const error = intent.last_payment_error;
    return { status: 'declined', paymentId: invoice.id, code: error?.decline_code ?? error?.code ?? 'payment_failed' };
  }

  private async requiresAction(invoiceId: string): Promise<ChargeOutcome> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['confirmation_secret'] });
    const clientSecret = invoice.confirmation_secret?.client_secret;
    if (!clientSecret)
      throw new Error(`Stripe invoice ${invoiceId} asks for 3-D Secure but has no confirmation secret`);
    return { status: 'requires_action', paymentId: invoiceId, clientSecret };
  }
}
