/**
 * A local stand-in for the Stripe REST API, as far as the Stripe payment adapter
 * (src/modules/subscription/payments/stripe) uses it, so tests run the real SDK without the internet.
 *
 *   const stripe = await startStripeStandIn();
 *   new StripePaymentProvider({ secretKey: 'sk_test_x', webhookSecret: stripe.webhookSecret,
 *     publishableKey: null, apiUrl: stripe.url });        // or boot the app with stripe.env()
 *   stripe.requests          // every call: method, path, parsed params, raw body, Idempotency-Key
 *   stripe.subscriptions     // the state, to assert on (also customers, invoices)
 *   stripe.completeAuthentication(invoiceId)  // the browser answered 3-D Secure: signed invoice.paid
 *   stripe.renew(subId)      // Stripe's monthly renewal: the next invoice, paid or failed, as a signed webhook
 *   stripe.invoicePaidEvent(subId, { firstPeriod: true })  // a signed webhook to post yourself
 *   await stripe.close();
 *
 * Endpoints: customers (create, update), payment_methods (attach, detach), products (retrieve,
 * create), subscriptions (create, retrieve, update, cancel), invoices (list, retrieve, pay),
 * payment_intents (retrieve). Bodies are form-encoded as the SDK sends them; answers are JSON in
 * the shapes of the SDK's pinned API version, errors as Stripe's `{ error: { type, code, … } }`.
 * A repeated Idempotency-Key replays the first answer (and refuses another request, 400), as
 * Stripe does. Test payment methods are Stripe's documented ids (TEST_CARDS in stripe-objects.ts):
 * `pm_card_visa`, `pm_card_mastercard` succeed; `pm_card_chargeDeclined`,
 * `pm_card_visa_chargeDeclinedInsufficientFunds`, `pm_card_chargeDeclinedExpiredCard`,
 * `pm_card_chargeDeclinedIncorrectCvc` are refused on attach; `pm_card_chargeCustomerFail`
 * attaches but its charges are declined; `pm_card_threeDSecure2Required` asks for 3-D Secure on
 * every on-session charge (and fails off-session ones with `authentication_required`).
 * Attaching a test id keeps that id, so an adapter test can go on using it; `{ mintAttachedIds: true }`
 * makes a new payment method of it, as Stripe does (the app stores what attach answers, and several
 * users attaching `pm_card_visa` must not share one).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  eventObject,
  invoiceObject,
  legacyInvoiceObject,
  monthAfter,
  nowSeconds,
  parseStripeForm,
  paymentMethodObject,
  priceObject,
  stripeId,
  TEST_CARDS,
  type CardFailure,
  type Json,
  type TestCard,
} from './stripe-objects';

const API_VERSION = '2026-10-28.endive';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** Query (GET) or form body, parsed to nested objects; every leaf a string. */
  params: Json;
  /** The form body or query string exactly as sent. */
  raw: string;
  idempotencyKey: string | null;
}

export interface SignedWebhook {
  /** The raw body to post, and the `Stripe-Signature` header to post it with. */
  body: string;
  signature: string;
  event: Json;
}

export interface InvoiceEventOptions {
  invoiceId?: string;
  amount?: number;
  currency?: string;
  periodStart?: Date;
  periodEnd?: Date;
  firstPeriod?: boolean;
  /** Render the invoice as an endpoint on an API version before 2025-03-31.basil would. */
  legacyShape?: boolean;
  /** Sign with another secret (a wrong one, for the refusal tests). */
  secret?: string;
}

export interface StripeStandIn {
  url: string;
  webhookSecret: string;
  requests: RecordedStripeRequest[];
  customers: Map<string, Json>;
  subscriptions: Map<string, StoredSubscription>;
  invoices: Map<string, StoredInvoice>;
  /** STRIPE_* variables pointing the app at this stand-in. */
  env(): Record<string, string>;
  signedWebhook(type: string, object: Json, secret?: string): SignedWebhook;
  invoicePaidEvent(processorId: string, options?: InvoiceEventOptions): SignedWebhook;
  invoiceFailedEvent(processorId: string, options?: InvoiceEventOptions & { code?: string }): SignedWebhook;
  subscriptionDeletedEvent(processorId: string, secret?: string): SignedWebhook;
  /** Stripe's renewal of a subscription: the next period's invoice, charged to its default card. */
  renew(processorId: string): SignedWebhook;
  /** The browser answered 3-D Secure: the invoice is paid and its subscription active. */
  completeAuthentication(invoiceId: string): SignedWebhook;
  close(): Promise<void>;
}

export interface StoredSubscription {
  id: string;
  customer: string;
  status: 'active' | 'incomplete' | 'past_due' | 'canceled';
  itemId: string;
  price: Json & { unit_amount: number; currency: string };
  periodStart: number;
  periodEnd: number;
  defaultPaymentMethod: string;
  cancelAtPeriodEnd: boolean;
  metadata: Json;
  latestInvoice: string;
  created: number;
}

export interface StoredInvoice {
  json: Json & { id: string; status: string; amount_due: number; currency: string };
  subscription: string;
  paymentIntent: string;
  created: number;
}

interface PaymentIntent {
  id: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method';
  amount: number;
  currency: string;
  clientSecret: string;
  lastPaymentError: CardFailure | null;
  paymentMethod: string;
}

type Answer = { status: number; body: Json };

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const notFound = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${kind}: '${id}'`,
  });
const invalid = (message: string, code?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', code, message });
const cardFailure = (failure: CardFailure) => new StripeFailure(402, { type: 'card_error', ...failure });

const AUTHENTICATION_REQUIRED: CardFailure = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export async function startStripeStandIn(options: { mintAttachedIds?: boolean } = {}): Promise<StripeStandIn> {
  const webhookSecret = `whsec_${stripeId('standin')}`;
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, { card: TestCard; customer: string | null }>();
  const products = new Map<string, Json>();
  const subscriptions = new Map<string, StoredSubscription>();
  const invoices = new Map<string, StoredInvoice>();
  const intents = new Map<string, PaymentIntent>();
  const replays = new Map<string, { request: string; answer: Answer }>();

  const customerOf = (id: string): Json => customers.get(id) ?? fail(notFound('customer', id));
  const subscriptionOf = (id: string): StoredSubscription =>
    subscriptions.get(id) ?? fail(notFound('subscription', id));
  const invoiceOf = (id: string): StoredInvoice => invoices.get(id) ?? fail(notFound('invoice', id));

  function fail(error: StripeFailure): never {
    throw error;
  }

  function attachedCard(customer: string, paymentMethod: string): TestCard {
    const method = paymentMethods.get(paymentMethod);
    if (!method || method.customer !== customer) {
      throw invalid(`The customer does not have a payment method with the ID ${paymentMethod}.`, 'resource_missing');
    }
    return method.card;
  }

  /** What a charge of `card` does; on session a 3-D Secure card asks, off session it fails. */
  function chargeResult(card: TestCard, onSession: boolean): 'paid' | 'requires_action' | CardFailure {
    if (card.refusedOnCharge) return card.refusedOnCharge;
    if (card.requiresAuthentication) return onSession ? 'requires_action' : AUTHENTICATION_REQUIRED;
    return 'paid';
  }

  function newInvoice(
    sub: StoredSubscription,
    billingReason: string,
    periodStart: number,
    periodEnd: number,
  ): StoredInvoice {
    const intent: PaymentIntent = {
      id: stripeId('pi'),
      status: 'requires_payment_method',
      amount: sub.price.unit_amount,
      currency: sub.price.currency,
      clientSecret: '',
      lastPaymentError: null,
      paymentMethod: sub.defaultPaymentMethod,
    };
    intent.clientSecret = `${intent.id}_secret_${stripeId('cs')}`;
    intents.set(intent.id, intent);
    const json = invoiceObject({
      customer: sub.customer,
      subscription: sub.id,
      subscriptionItem: sub.itemId,
      amount: sub.price.unit_amount,
      currency: sub.price.currency,
      periodStart,
      periodEnd,
      billingReason,
      status: 'open',
    }) as StoredInvoice['json'];
    const invoice: StoredInvoice = { json, subscription: sub.id, paymentIntent: intent.id, created: nowSeconds() };
    invoices.set(json.id, invoice);
    sub.latestInvoice = json.id;
    return invoice;
  }

  /** Applies a charge's result to the invoice, its payment intent and its subscription. */
  function settle(
    invoice: StoredInvoice,
    result: 'paid' | 'requires_action' | CardFailure,
    paymentMethod: string,
  ): void {
    const intent = intents.get(invoice.paymentIntent) as PaymentIntent;
    const sub = subscriptionOf(invoice.subscription);
    intent.paymentMethod = paymentMethod;
    if (result === 'paid') {
      intent.status = 'succeeded';
      intent.lastPaymentError = null;
      Object.assign(invoice.json, { status: 'paid', amount_paid: invoice.json.amount_due, amount_remaining: 0 });
      sub.status = 'active';
    } else if (result === 'requires_action') {
      intent.status = 'requires_action';
    } else {
      intent.status = 'requires_payment_method';
      intent.lastPaymentError = result;
      if (sub.status === 'active') sub.status = 'past_due';
    }
  }

  function renderInvoice(invoice: StoredInvoice, expand: string[]): Json {
    const intent = intents.get(invoice.paymentIntent) as PaymentIntent;
    const rendered: Json = { ...invoice.json };
    if (expand.includes('confirmation_secret')) {
      rendered.confirmation_secret = { client_secret: intent.clientSecret, type: 'payment_intent' };
    }
    if (expand.includes('payments')) {
      rendered.payments = {
        object: 'list',
        has_more: false,
        data: [
          {
            id: stripeId('inpay'),
            object: 'invoice_payment',
            invoice: invoice.json.id,
            is_default: true,
            amount_requested: intent.amount,
            amount_paid: intent.status === 'succeeded' ? intent.amount : null,
            currency: intent.currency,
            status: intent.status === 'succeeded' ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: intent.id },
          },
        ],
      };
    }
    return rendered;
  }

  function renderSubscription(sub: StoredSubscription, expand: string[]): Json {
    const invoiceExpand = expand
      .filter((path) => path.startsWith('latest_invoice.'))
      .map((path) => path.slice('latest_invoice.'.length));
    const expandInvoice = expand.includes('latest_invoice') || invoiceExpand.length > 0;
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      currency: sub.price.currency,
      created: sub.created,
      start_date: sub.created,
      billing_cycle_anchor: sub.created,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      canceled_at: sub.status === 'canceled' ? nowSeconds() : null,
      ended_at: sub.status === 'canceled' ? nowSeconds() : null,
      collection_method: 'charge_automatically',
      default_payment_method: sub.defaultPaymentMethod,
      metadata: sub.metadata,
      livemode: false,
      latest_invoice: expandInvoice ? renderInvoice(invoiceOf(sub.latestInvoice), invoiceExpand) : sub.latestInvoice,
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: sub.itemId,
            object: 'subscription_item',
            subscription: sub.id,
            quantity: 1,
            price: sub.price,
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
          },
        ],
      },
    };
  }

  function priceFrom(params: Json): StoredSubscription['price'] {
    const data = params.price_data as Json | undefined;
    const recurring = data?.recurring as Json | undefined;
    const product = str(data?.product);
    if (!data || !product || !recurring)
      throw invalid('Each item needs price_data with product and recurring.', 'parameter_missing');
    if (!products.has(product)) throw notFound('product', product);
    return priceObject({
      product,
      currency: String(data.currency),
      unit_amount: Number(data.unit_amount),
      interval: String(recurring.interval),
    }) as StoredSubscription['price'];
  }

  function createSubscription(params: Json): Json {
    const customer = str(params.customer) ?? fail(invalid('Missing required param: customer.', 'parameter_missing'));
    const defaults = customerOf(customer).invoice_settings as Json;
    const paymentMethod =
      str(params.default_payment_method) ??
      str(defaults.default_payment_method) ??
      fail(invalid('This customer has no attached payment source or default payment method.'));
    const card = attachedCard(customer, paymentMethod);
    const behavior = str(params.payment_behavior) ?? 'allow_incomplete';
    if (behavior !== 'allow_incomplete' && behavior !== 'error_if_incomplete') {
      throw invalid(`The stand-in does not model payment_behavior=${behavior}.`);
    }
    const items = (params.items as Json[] | undefined) ?? [];
    if (items.length !== 1) throw invalid('The stand-in models subscriptions of exactly one item.');
    const created = nowSeconds();
    const sub: StoredSubscription = {
      id: stripeId('sub'),
      customer,
      status: 'incomplete',
      itemId: stripeId('si'),
      price: priceFrom(items[0] as Json),
      periodStart: created,
      periodEnd: monthAfter(created),
      defaultPaymentMethod: paymentMethod,
      cancelAtPeriodEnd: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      latestInvoice: '',
      created,
    };
    const result = chargeResult(card, params.off_session !== 'true');
    if (behavior === 'error_if_incomplete' && result !== 'paid') {
      throw cardFailure(result === 'requires_action' ? AUTHENTICATION_REQUIRED : result);
    }
    subscriptions.set(sub.id, sub);
    settle(newInvoice(sub, 'subscription_create', sub.periodStart, sub.periodEnd), result, paymentMethod);
    return renderSubscription(sub, (params.expand as string[] | undefined) ?? []);
  }

  function updateSubscription(id: string, params: Json): Json {
    const sub = subscriptionOf(id);
    if (sub.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const paymentMethod = str(params.default_payment_method);
    if (paymentMethod) {
      attachedCard(sub.customer, paymentMethod);
      sub.defaultPaymentMethod = paymentMethod;
    }
    if (params.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
    if (params.metadata) sub.metadata = { ...sub.metadata, ...(params.metadata as Json) };
    const items = params.items as Json[] | undefined;
    if (items) {
      const item = items[0] as Json;
      if (items.length !== 1 || item.id !== sub.itemId)
        throw invalid('The stand-in reprices the one existing item, by its id.');
      // Without proration Stripe changes only what the next invoice bills: nothing is charged now.
      sub.price = priceFrom(item);
    }
    return renderSubscription(sub, (params.expand as string[] | undefined) ?? []);
  }

  function cancelSubscription(id: string): Json {
    const sub = subscriptionOf(id);
    sub.status = 'canceled';
    for (const invoice of invoices.values()) {
      if (invoice.subscription === id && invoice.json.status === 'open') invoice.json.status = 'void';
    }
    return renderSubscription(sub, []);
  }

  function payInvoice(id: string, params: Json): Json {
    const invoice = invoiceOf(id);
    if (invoice.json.status !== 'open')
      throw invalid(`Invoice ${id} is ${invoice.json.status}, not open.`, 'invoice_not_open');
    const sub = subscriptionOf(invoice.subscription);
    const paymentMethod = str(params.payment_method) ?? sub.defaultPaymentMethod;
    const result = chargeResult(attachedCard(sub.customer, paymentMethod), params.off_session === 'false');
    settle(invoice, result, paymentMethod);
    if (result === 'requires_action') {
      throw cardFailure({
        code: 'invoice_payment_intent_requires_action',
        message: 'This payment requires additional user action before it can be completed successfully.',
      });
    }
    if (result !== 'paid') throw cardFailure(result);
    return renderInvoice(invoice, (params.expand as string[] | undefined) ?? []);
  }

  function listInvoices(params: Json): Json {
    const limit = Number(params.limit ?? 10);
    const data = [...invoices.values()]
      .filter((invoice) => !params.subscription || invoice.subscription === params.subscription)
      .filter((invoice) => !params.status || invoice.json.status === params.status)
      .reverse()
      .slice(0, limit)
      .map((invoice) => renderInvoice(invoice, []));
    return { object: 'list', url: '/v1/invoices', has_more: false, data };
  }

  function attach(id: string, params: Json): Json {
    const customer = str(params.customer) ?? fail(invalid('Missing required param: customer.', 'parameter_missing'));
    customerOf(customer);
    const card = TEST_CARDS[id] ?? paymentMethods.get(id)?.card ?? fail(notFound('PaymentMethod', id));
    if (card.refusedOnAttach) throw cardFailure(card.refusedOnAttach);
    const attachedId = TEST_CARDS[id] && options.mintAttachedIds ? stripeId('pm') : id;
    paymentMethods.set(attachedId, { card, customer });
    return paymentMethodObject(attachedId, card, customer);
  }

  function detach(id: string): Json {
    const method = paymentMethods.get(id) ?? fail(notFound('PaymentMethod', id));
    method.customer = null;
    return paymentMethodObject(id, method.card, null);
  }

  function createCustomer(params: Json): Json {
    const customer: Json = {
      id: stripeId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null },
      created: nowSeconds(),
      livemode: false,
    };
    customers.set(customer.id as string, customer);
    return customer;
  }

  function updateCustomer(id: string, params: Json): Json {
    const customer = customerOf(id);
    const settings = params.invoice_settings as Json | undefined;
    const paymentMethod = str(settings?.default_payment_method);
    if (paymentMethod) {
      attachedCard(id, paymentMethod);
      customer.invoice_settings = { default_payment_method: paymentMethod };
    }
    return customer;
  }

  function createProduct(params: Json): Json {
    const id = str(params.id) ?? stripeId('prod');
    if (products.has(id)) throw invalid(`Product already exists with id ${id}.`, 'resource_already_exists');
    const product: Json = {
      id,
      object: 'product',
      active: true,
      name: params.name,
      metadata: params.metadata ?? {},
      livemode: false,
    };
    products.set(id, product);
    return product;
  }

  const routes: Array<[string, RegExp, (params: Json, id: string) => Json]> = [
    ['POST', /^\/v1\/customers$/, (params) => createCustomer(params)],
    ['POST', /^\/v1\/customers\/([^/]+)$/, (params, id) => updateCustomer(id, params)],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/attach$/, (params, id) => attach(id, params)],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, (_params, id) => detach(id)],
    ['GET', /^\/v1\/products\/([^/]+)$/, (_params, id) => products.get(id) ?? fail(notFound('product', id))],
    ['POST', /^\/v1\/products$/, (params) => createProduct(params)],
    ['POST', /^\/v1\/subscriptions$/, (params) => createSubscription(params)],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (params, id) => renderSubscription(subscriptionOf(id), (params.expand as string[] | undefined) ?? []),
    ],
    ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (params, id) => updateSubscription(id, params)],
    ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (_params, id) => cancelSubscription(id)],
    ['GET', /^\/v1\/invoices$/, (params) => listInvoices(params)],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      (params, id) => renderInvoice(invoiceOf(id), (params.expand as string[] | undefined) ?? []),
    ],
    ['POST', /^\/v1\/invoices\/([^/]+)\/pay$/, (params, id) => payInvoice(id, params)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_params, id) => renderIntent(intents.get(id) ?? fail(notFound('payment_intent', id))),
    ],
  ];

  function answer(method: string, path: string, params: Json, authorized: boolean): Answer {
    if (!authorized)
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } },
      };
    for (const [routeMethod, pattern, handler] of routes) {
      const match = method === routeMethod ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return { status: 200, body: handler(params, decodeURIComponent(match[1] ?? '')) };
      } catch (error) {
        if (error instanceof StripeFailure) return { status: error.status, body: { error: error.body } };
        throw error;
      }
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    };
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const method = req.method ?? 'GET';
      const raw = method === 'GET' ? url.search.replace(/^\?/, '') : await readBody(req);
      const params = parseStripeForm(raw);
      const idempotencyKey = str(req.headers['idempotency-key']) ?? null;
      requests.push({ method, path: url.pathname, params, raw, idempotencyKey });
      const replayKey = idempotencyKey && method !== 'GET' ? idempotencyKey : null;
      const request = `${method} ${url.pathname} ${raw}`;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      let reply: Answer;
      if (replay && replay.request !== request) {
        reply = {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same endpoint and parameters they were first used with.',
            },
          },
        };
      } else {
        reply =
          replay?.answer ?? answer(method, url.pathname, params, /^Bearer sk_/.test(req.headers.authorization ?? ''));
        if (replayKey && !replay) replays.set(replayKey, { request, answer: reply });
      }
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': stripeId('req'),
        'stripe-version': API_VERSION,
      });
      res.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function signedWebhook(type: string, object: Json, secret = webhookSecret): SignedWebhook {
    const event = eventObject(type, object, API_VERSION);
    const body = JSON.stringify(event);
    return { body, event, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  /** A stored invoice by id, else a fresh one for the subscription (stored or not) and options. */
  function invoiceFor(processorId: string, options: InvoiceEventOptions, status: 'open' | 'paid'): Json {
    const stored = options.invoiceId ? invoices.get(options.invoiceId) : undefined;
    if (stored) return { ...stored.json, status };
    const sub = subscriptions.get(processorId);
    const periodStart = options.periodStart
      ? Math.floor(options.periodStart.getTime() / 1000)
      : (sub?.periodStart ?? nowSeconds());
    const json = invoiceObject({
      id: options.invoiceId,
      customer: sub?.customer ?? stripeId('cus'),
      subscription: processorId,
      subscriptionItem: sub?.itemId ?? stripeId('si'),
      amount: options.amount ?? sub?.price.unit_amount ?? 1000,
      currency: (options.currency ?? sub?.price.currency ?? 'eur').toLowerCase(),
      periodStart,
      periodEnd: options.periodEnd ? Math.floor(options.periodEnd.getTime() / 1000) : monthAfter(periodStart),
      billingReason: options.firstPeriod ? 'subscription_create' : 'subscription_cycle',
      status,
    });
    return json;
  }

  const shaped = (invoice: Json, options: InvoiceEventOptions): Json =>
    options.legacyShape ? legacyInvoiceObject(invoice) : invoice;

  function invoicePaidEvent(processorId: string, options: InvoiceEventOptions = {}): SignedWebhook {
    return signedWebhook('invoice.paid', shaped(invoiceFor(processorId, options, 'paid'), options), options.secret);
  }

  function invoiceFailedEvent(
    processorId: string,
    options: InvoiceEventOptions & { code?: string } = {},
  ): SignedWebhook {
    const invoice = invoiceFor(processorId, options, 'open');
    if (options.code)
      invoice.last_finalization_error = { type: 'card_error', code: options.code, message: 'Your card was declined.' };
    return signedWebhook('invoice.payment_failed', shaped(invoice, options), options.secret);
  }

  function subscriptionDeletedEvent(processorId: string, secret?: string): SignedWebhook {
    const sub = subscriptions.get(processorId);
    const object = sub
      ? { ...renderSubscription(sub, []), status: 'canceled' }
      : { id: processorId, object: 'subscription', status: 'canceled' };
    return signedWebhook('customer.subscription.deleted', object, secret);
  }

  function renew(processorId: string): SignedWebhook {
    const sub = subscriptionOf(processorId);
    const invoice = newInvoice(sub, 'subscription_cycle', sub.periodEnd, monthAfter(sub.periodEnd));
    const result = chargeResult(attachedCard(sub.customer, sub.defaultPaymentMethod), false);
    // The period moves on whether or not its invoice is paid, as Stripe's does.
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = monthAfter(sub.periodStart);
    if (result === 'paid') {
      settle(invoice, result, sub.defaultPaymentMethod);
      return signedWebhook('invoice.paid', invoice.json);
    }
    const failure = result === 'requires_action' ? AUTHENTICATION_REQUIRED : result;
    settle(invoice, failure, sub.defaultPaymentMethod);
    invoice.json.last_finalization_error = { type: 'card_error', ...failure };
    return signedWebhook('invoice.payment_failed', invoice.json);
  }

  function completeAuthentication(invoiceId: string): SignedWebhook {
    const invoice = invoiceOf(invoiceId);
    const intent = intents.get(invoice.paymentIntent) as PaymentIntent;
    if (intent.status !== 'requires_action') throw new Error(`invoice ${invoiceId} is not waiting for 3-D Secure`);
    settle(invoice, 'paid', intent.paymentMethod);
    return signedWebhook('invoice.paid', invoice.json);
  }

  return {
    url,
    webhookSecret,
    requests,
    customers,
    subscriptions,
    invoices,
    env: () => ({
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
    }),
    signedWebhook,
    invoicePaidEvent,
    invoiceFailedEvent,
    subscriptionDeletedEvent,
    renew,
    completeAuthentication,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function renderIntent(intent: PaymentIntent): Json {
  return {
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    client_secret: intent.clientSecret,
    payment_method: intent.paymentMethod,
    last_payment_error: intent.lastPaymentError ? { type: 'card_error', ...intent.lastPaymentError } : null,
    livemode: false,
  };
}
