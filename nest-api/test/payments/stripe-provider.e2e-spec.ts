import {
  CardRefusedError,
  WebhookSignatureError,
  type PaymentEvent,
} from '../../src/modules/subscription/payments/payment-provider';
import { StripePaymentProvider } from '../../src/modules/subscription/payments/stripe/stripe-payment-provider';
import { startStripeStandIn, type RecordedStripeRequest, type StripeStandIn } from '../support/stripe-stand-in';

/** The Stripe adapter against the local Stripe stand-in, through the real SDK. */
describe('StripePaymentProvider', () => {
  let stripe: StripeStandIn;
  let provider: StripePaymentProvider;
  let userId = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    provider = new StripePaymentProvider({
      secretKey: 'sk_test_adapter',
      webhookSecret: stripe.webhookSecret,
      publishableKey: 'pk_test_adapter',
      apiUrl: stripe.url,
    });
  });

  afterAll(async () => {
    await stripe.close();
  });

  const lastRequest = (method: string, path: RegExp): RecordedStripeRequest => {
    const found = stripe.requests.filter((request) => request.method === method && path.test(request.path)).at(-1);
    if (!found) throw new Error(`no ${method} ${String(path)} was made`);
    return found;
  };

  async function customerWith(paymentMethodId: string): Promise<string> {
    userId += 1;
    const customerId = await provider.createCustomer({
      id: userId,
      email: `payer${userId}@example.test`,
      name: 'Payer',
    });
    await provider.attachPaymentMethod(customerId, paymentMethodId);
    return customerId;
  }

  const start = (customerId: string, paymentMethodId: string, idempotencyKey = `start-${customerId}`) =>
    provider.startSubscription({
      customerId,
      paymentMethodId,
      crowdId: 7,
      tier: 2,
      amount: 4900,
      currency: 'EUR',
      idempotencyKey,
    });

  const parse = (webhook: { body: string; signature: string }): PaymentEvent =>
    provider.parseWebhook(Buffer.from(webhook.body), webhook.signature);

  it('is the provider that renews by itself', () => {
    expect(provider.kind).toBe('stripe');
    expect(provider.chargesRenewals).toBe(false);
    expect(provider.publishableKey).toBe('pk_test_adapter');
  });

  it('creates a customer with the user id in its metadata', async () => {
    const id = await provider.createCustomer({ id: 42, email: 'ada@example.test', name: 'Ada' });
    expect(stripe.customers.get(id)).toMatchObject({
      email: 'ada@example.test',
      name: 'Ada',
      metadata: { userId: '42' },
    });
  });

  it('attaches a card and reads what Stripe tells of it', async () => {
    const customerId = await provider.createCustomer({ id: 43, email: 'visa@example.test', name: 'Visa' });
    const card = await provider.attachPaymentMethod(customerId, 'pm_card_visa');
    expect(card).toEqual({
      id: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: expect.any(Number) as number,
    });
    expect(lastRequest('POST', /^\/v1\/payment_methods\/pm_card_visa\/attach$/).params).toEqual({
      customer: customerId,
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'generic_decline', 'credit_card_declined'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds', 'credit_card_declined'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'credit_card_expired'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', 'credit_card_payment_failed'],
  ])('refuses %s on attach as CardRefusedError(%s, %s)', async (paymentMethodId, code, messageKey) => {
    const customerId = await provider.createCustomer({ id: 44, email: 'refused@example.test', name: 'Refused' });
    const refusal = provider.attachPaymentMethod(customerId, paymentMethodId);
    await expect(refusal).rejects.toBeInstanceOf(CardRefusedError);
    await expect(refusal).rejects.toMatchObject({ code, messageKey });
  });

  it('lets other Stripe errors through', async () => {
    await expect(provider.attachPaymentMethod('cus_missing', 'pm_card_visa')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });

  it('makes a card the default and detaches one', async () => {
    const customerId = await customerWith('pm_card_mastercard');
    await provider.setDefaultPaymentMethod(customerId, 'pm_card_mastercard');
    expect(stripe.customers.get(customerId)).toMatchObject({
      invoice_settings: { default_payment_method: 'pm_card_mastercard' },
    });
    await provider.detachPaymentMethod('pm_card_mastercard');
    expect(lastRequest('POST', /\/detach$/).path).toBe('/v1/payment_methods/pm_card_mastercard/detach');
  });

  it('starts a monthly subscription priced inline, charging now, under the idempotency key', async () => {
    const customerId = await customerWith('pm_card_visa');
    const started = await start(customerId, 'pm_card_visa', 'crowd-7-start');
    const sub = stripe.subscriptions.get(started.processorId);
    expect(sub).toMatchObject({ status: 'active', customer: customerId, metadata: { crowdId: '7', tier: '2' } });
    expect(started.outcome).toEqual({ status: 'succeeded', paymentId: sub?.latestInvoice });

    const create = lastRequest('POST', /^\/v1\/subscriptions$/);
    expect(create.idempotencyKey).toBe('crowd-7-start:pm_card_visa');
    expect(create.params).toMatchObject({
      customer: customerId,
      default_payment_method: 'pm_card_visa',
      payment_behavior: 'allow_incomplete',
      items: [
        {
          price_data: {
            currency: 'eur',
            product: 'crowd_tier_2',
            unit_amount: '4900',
            recurring: { interval: 'month' },
          },
        },
      ],
    });
  });

  it('makes each tier product once and finds it after', async () => {
    const customerId = await customerWith('pm_card_visa');
    await start(customerId, 'pm_card_visa', 'product-once-a');
    await start(customerId, 'pm_card_visa', 'product-once-b');
    const creates = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/products');
    expect(creates.filter((request) => request.params.id === 'crowd_tier_2')).toHaveLength(1);
  });

  it('answers a retried start with the first subscription', async () => {
    const customerId = await customerWith('pm_card_visa');
    const first = await start(customerId, 'pm_card_visa', 'retried-start');
    const again = await start(customerId, 'pm_card_visa', 'retried-start');
    expect(again).toEqual(first);
    expect([...stripe.subscriptions.values()].filter((sub) => sub.customer === customerId)).toHaveLength(1);
  });

  it('reports a card asking for 3-D Secure as requires_action with the client secret', async () => {
    const customerId = await customerWith('pm_card_threeDSecure2Required');
    const started = await start(customerId, 'pm_card_threeDSecure2Required');
    const sub = stripe.subscriptions.get(started.processorId);
    expect(sub?.status).toBe('incomplete');
    expect(started.outcome).toEqual({
      status: 'requires_action',
      paymentId: sub?.latestInvoice,
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/) as string,
    });
  });

  it('reports a declined first charge and leaves no subscription behind', async () => {
    const customerId = await customerWith('pm_card_chargeCustomerFail');
    const started = await start(customerId, 'pm_card_chargeCustomerFail');
    expect(started.outcome).toEqual({
      status: 'declined',
      paymentId: stripe.subscriptions.get(started.processorId)?.latestInvoice,
      code: 'generic_decline',
    });
    expect(stripe.subscriptions.get(started.processorId)?.status).toBe('canceled');
    expect(lastRequest('DELETE', /^\/v1\/subscriptions\//).path).toBe(`/v1/subscriptions/${started.processorId}`);
  });

  it('starts with another card under the same key after a declined one', async () => {
    const customerId = await customerWith('pm_card_chargeCustomerFail');
    await provider.attachPaymentMethod(customerId, 'pm_card_visa');
    const declined = await start(customerId, 'pm_card_chargeCustomerFail', 'second-card');
    expect(declined.outcome.status).toBe('declined');
    const started = await start(customerId, 'pm_card_visa', 'second-card');
    expect(started.outcome.status).toBe('succeeded');
    expect(started.processorId).not.toBe(declined.processorId);
  });

  it('changes the plan from the next period, without proration', async () => {
    const customerId = await customerWith('pm_card_visa');
    const { processorId } = await start(customerId, 'pm_card_visa');
    const itemId = stripe.subscriptions.get(processorId)?.itemId;
    await provider.changePlan(processorId, 3, 9900, 'CZK');
    expect(lastRequest('POST', new RegExp(`^/v1/subscriptions/${processorId}$`)).params).toMatchObject({
      proration_behavior: 'none',
      items: [
        {
          id: itemId,
          price_data: {
            currency: 'czk',
            product: 'crowd_tier_3',
            unit_amount: '9900',
            recurring: { interval: 'month' },
          },
        },
      ],
      metadata: { tier: '3' },
    });
    expect(stripe.subscriptions.get(processorId)?.price).toMatchObject({
      unit_amount: 9900,
      currency: 'czk',
      product: 'crowd_tier_3',
    });
  });

  it('cancels at period end and resumes', async () => {
    const customerId = await customerWith('pm_card_visa');
    const { processorId } = await start(customerId, 'pm_card_visa');
    await provider.cancelAtPeriodEnd(processorId);
    expect(stripe.subscriptions.get(processorId)?.cancelAtPeriodEnd).toBe(true);
    await provider.resume(processorId);
    expect(stripe.subscriptions.get(processorId)?.cancelAtPeriodEnd).toBe(false);
  });

  it('never charges a renewal itself', async () => {
    await expect(
      provider.chargeRenewal({
        processorId: 'sub_x',
        customerId: 'cus_x',
        paymentMethodId: 'pm_card_visa',
        amount: 100,
        currency: 'EUR',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow(/charges renewals itself/);
  });

  describe('a past-due subscription', () => {
    async function pastDue(): Promise<{ customerId: string; processorId: string; invoiceId: string }> {
      const customerId = await customerWith('pm_card_chargeCustomerFail');
      await provider.attachPaymentMethod(customerId, 'pm_card_visa');
      const { processorId } = await start(customerId, 'pm_card_visa');
      const sub = stripe.subscriptions.get(processorId);
      if (!sub) throw new Error('no subscription');
      // The card that paid the first month is refused at the renewal.
      sub.defaultPaymentMethod = 'pm_card_chargeCustomerFail';
      const failed = stripe.renew(processorId);
      expect(sub.status).toBe('past_due');
      return { customerId, processorId, invoiceId: (failed.event.data as { object: { id: string } }).object.id };
    }

    const payPastDue = (processorId: string, paymentMethodId: string, customerId: string) =>
      provider.payPastDue({
        processorId,
        customerId,
        paymentMethodId,
        amount: 4900,
        currency: 'EUR',
        idempotencyKey: `pay-${processorId}`,
      });

    it('pays its open invoice with the new card, which becomes its default', async () => {
      const { customerId, processorId, invoiceId } = await pastDue();
      const outcome = await payPastDue(processorId, 'pm_card_visa', customerId);
      expect(outcome).toEqual({ status: 'succeeded', paymentId: invoiceId });
      expect(stripe.invoices.get(invoiceId)?.json.status).toBe('paid');
      expect(stripe.subscriptions.get(processorId)).toMatchObject({
        status: 'active',
        defaultPaymentMethod: 'pm_card_visa',
      });
      const pay = lastRequest('POST', /\/pay$/);
      expect(pay).toMatchObject({
        path: `/v1/invoices/${invoiceId}/pay`,
        idempotencyKey: `pay-${processorId}:pm_card_visa`,
      });
      expect(pay.params).toEqual({ payment_method: 'pm_card_visa', off_session: 'false' });
    });

    it('reports a declined card as declined, and pays the same period with another card after', async () => {
      const { customerId, processorId, invoiceId } = await pastDue();
      await expect(payPastDue(processorId, 'pm_card_chargeCustomerFail', customerId)).resolves.toEqual({
        status: 'declined',
        paymentId: invoiceId,
        code: 'generic_decline',
      });
      await expect(payPastDue(processorId, 'pm_card_visa', customerId)).resolves.toEqual({
        status: 'succeeded',
        paymentId: invoiceId,
      });
    });

    it('reports a card asking for 3-D Secure as requires_action', async () => {
      const { customerId, processorId, invoiceId } = await pastDue();
      await provider.attachPaymentMethod(customerId, 'pm_card_threeDSecure2Required');
      await expect(payPastDue(processorId, 'pm_card_threeDSecure2Required', customerId)).resolves.toEqual({
        status: 'requires_action',
        paymentId: invoiceId,
        clientSecret: expect.stringMatching(/^pi_\w+_secret_/) as string,
      });
    });
  });

  describe('webhooks', () => {
    const period = { periodStart: new Date('2026-01-31T10:00:00Z'), periodEnd: new Date('2026-02-28T10:00:00Z') };

    it.each([false, true])('reads invoice.paid as payment_succeeded (pre-basil shape: %s)', (legacyShape) => {
      const webhook = stripe.invoicePaidEvent('sub_paid', {
        ...period,
        amount: 4900,
        currency: 'eur',
        firstPeriod: true,
        legacyShape,
      });
      const invoice = (webhook.event.data as { object: { id: string } }).object;
      expect(parse(webhook)).toEqual({
        id: webhook.event.id,
        type: 'payment_succeeded',
        processorId: 'sub_paid',
        paymentId: invoice.id,
        amount: 4900,
        currency: 'EUR',
        ...period,
        firstPeriod: true,
      });
    });

    it('takes the period paid for from the subscription line, not the invoice', () => {
      const webhook = stripe.invoicePaidEvent('sub_renewed', period);
      expect(parse(webhook)).toMatchObject({ ...period, firstPeriod: false });
    });

    it.each([false, true])('reads invoice.payment_failed with its code (pre-basil shape: %s)', (legacyShape) => {
      const webhook = stripe.invoiceFailedEvent('sub_failed', { code: 'card_declined', legacyShape });
      expect(parse(webhook)).toEqual({
        id: webhook.event.id,
        type: 'payment_failed',
        processorId: 'sub_failed',
        paymentId: (webhook.event.data as { object: { id: string } }).object.id,
        code: 'card_declined',
      });
      expect(parse(stripe.invoiceFailedEvent('sub_failed'))).toMatchObject({ code: 'payment_failed' });
    });

    it('reads customer.subscription.deleted as subscription_ended', () => {
      const webhook = stripe.subscriptionDeletedEvent('sub_gone');
      expect(parse(webhook)).toEqual({ id: webhook.event.id, type: 'subscription_ended', processorId: 'sub_gone' });
    });

    it('reads a first payment never authenticated (incomplete_expired) as subscription_ended', () => {
      const expired = stripe.signedWebhook('customer.subscription.updated', {
        id: 'sub_expired',
        object: 'subscription',
        status: 'incomplete_expired',
      });
      expect(parse(expired)).toEqual({ id: expired.event.id, type: 'subscription_ended', processorId: 'sub_expired' });
      const renewed = stripe.signedWebhook('customer.subscription.updated', {
        id: 'sub_expired',
        object: 'subscription',
        status: 'active',
      });
      expect(parse(renewed)).toMatchObject({ type: 'ignored', providerType: 'customer.subscription.updated' });
    });

    it('ignores invoice.payment_succeeded, which repeats invoice.paid, and anything else', () => {
      const invoice = (stripe.invoicePaidEvent('sub_twice').event.data as { object: Record<string, unknown> }).object;
      expect(parse(stripe.signedWebhook('invoice.payment_succeeded', invoice))).toMatchObject({
        type: 'ignored',
        providerType: 'invoice.payment_succeeded',
      });
      expect(parse(stripe.signedWebhook('customer.created', { id: 'cus_x', object: 'customer' }))).toMatchObject({
        type: 'ignored',
      });
    });

    it('ignores an invoice of no subscription', () => {
      const invoice = (stripe.invoicePaidEvent('sub_none').event.data as { object: Record<string, unknown> }).object;
      expect(parse(stripe.signedWebhook('invoice.paid', { ...invoice, parent: null }))).toMatchObject({
        type: 'ignored',
      });
    });

    it('follows a subscription through Stripe: first payment after 3-D Secure, then a renewal', async () => {
      const customerId = await customerWith('pm_card_threeDSecure2Required');
      const started = await start(customerId, 'pm_card_threeDSecure2Required');
      const first = parse(stripe.completeAuthentication(started.outcome.paymentId ?? ''));
      expect(first).toMatchObject({
        type: 'payment_succeeded',
        processorId: started.processorId,
        paymentId: started.outcome.paymentId,
        firstPeriod: true,
      });
      await provider.attachPaymentMethod(customerId, 'pm_card_visa');
      const sub = stripe.subscriptions.get(started.processorId);
      if (!sub || first.type !== 'payment_succeeded') throw new Error('not started');
      sub.defaultPaymentMethod = 'pm_card_visa';
      expect(parse(stripe.renew(started.processorId))).toMatchObject({
        type: 'payment_succeeded',
        firstPeriod: false,
        periodStart: first.periodEnd,
      });
    });

    it.each([
      ['a wrong secret', () => stripe.invoicePaidEvent('sub_x', { secret: 'whsec_wrong' })],
      [
        'a tampered body',
        () => {
          const webhook = stripe.invoicePaidEvent('sub_x', { amount: 100 });
          return { ...webhook, body: webhook.body.replace('"amount_paid":100', '"amount_paid":1') };
        },
      ],
    ])('refuses %s', (_case, webhook) => {
      const { body, signature } = webhook();
      expect(() => provider.parseWebhook(Buffer.from(body), signature)).toThrow(WebhookSignatureError);
    });

    it('refuses a webhook without a signature, or when no secret is configured', () => {
      const { body, signature } = stripe.invoicePaidEvent('sub_x');
      expect(() => provider.parseWebhook(Buffer.from(body), undefined)).toThrow(WebhookSignatureError);
      const unsigned = new StripePaymentProvider({
        secretKey: 'sk_test_x',
        webhookSecret: null,
        publishableKey: null,
        apiUrl: stripe.url,
      });
      expect(() => unsigned.parseWebhook(Buffer.from(body), signature)).toThrow(WebhookSignatureError);
    });
  });

  it('never sends a card number to Stripe', () => {
    expect(stripe.requests.length).toBeGreaterThan(0);
    for (const request of stripe.requests) expect(request.raw).not.toMatch(/card(%5B|\[)number/);
  });
});
