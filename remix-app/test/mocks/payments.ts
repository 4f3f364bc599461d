import {
  PLANS,
  ZOfflineCardRequest,
  type TCancelSubscriptionResponse,
  type TCreateSubscribedCrowdResponse,
  type TCreateSubscriptionResponse,
  type TCreditCard,
  type TCreditCardListResponse,
  type TCreditCardsChangedResponse,
  type TCrowdSubscription,
  type TErrorBody,
  type TOfflinePaymentMethodResponse,
  type TPaymentsConfigResponse,
  type TSubscription,
  type TTier,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse, type HttpHandler } from 'msw';
import type { RecordedCall } from './account';
import { mockApi } from './api';

let nextId = 9000;
const DAY = 24 * 60 * 60;

/** One subscription period of `tier`, running 30 days from yesterday unless overridden. */
export function makeSubscription(tier: TTier, overrides: Partial<TSubscription> = {}): TSubscription {
  const plan = PLANS[tier];
  const now = Math.floor(Date.now() / 1000);
  return {
    id: nextId++,
    name: plan.name,
    tier,
    active: true,
    status: 'ACTIVE',
    validFrom: now - DAY,
    validTo: now + 29 * DAY,
    baseMonthlyPrice: plan.baseMonthlyPrice,
    currency: plan.currency,
    paymentProcessorId: tier === 0 ? null : `sub_${nextId}`,
    features: { ...plan.features },
    ...overrides,
  };
}

/** Stripe's test numbers, as the offline provider reads them. */
export const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface PaymentsApiOptions {
  config?: Partial<TPaymentsConfigResponse>;
  cards?: TCreditCard[];
  /** Each crowd's subscriptions (none: no subscription). */
  subscriptions?: Record<number, TCrowdSubscription>;
  /** A 3-D Secure challenge on every successful subscription. */
  paymentAction?: boolean;
}

const declined = () => HttpResponse.json<TErrorBody>({ error: 'credit_card_declined' }, { status: 402 });
const paymentMethodRequired = () =>
  HttpResponse.json<TValidationErrorBody>(
    { errors: [{ param: 'paymentMethodId', msg: 'validation_payment_method_required' }] },
    { status: 422 },
  );

/**
 * The payments API (config, the offline provider's payment methods, saved cards, subscriptions) as
 * the pages use it, typed from the contracts. A payment method made from the declined test number
 * is refused (402) wherever it is used, as Stripe refuses it.
 */
export function paymentsApi(options: PaymentsApiOptions = {}) {
  const config: TPaymentsConfigResponse = {
    provider: 'offline',
    publishableKey: null,
    trialDays: 14,
    ...options.config,
  };
  let cards = [...(options.cards ?? [])];
  const subscriptions: Record<number, TCrowdSubscription> = { ...options.subscriptions };
  const declinedMethods = new Set<string>();
  const calls: RecordedCall[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  const sorted = () => [...cards].sort((a, b) => Number(b.primary) - Number(a.primary));

  const handlers: HttpHandler[] = [
    mockApi('getPaymentsConfig', ({ request }) => {
      record(request);
      return HttpResponse.json<TPaymentsConfigResponse>(config);
    }),
    mockApi('createOfflinePaymentMethod', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const card = ZOfflineCardRequest.safeParse(body);
      if (!card.success) {
        return HttpResponse.json<TValidationErrorBody>(
          {
            errors: card.error.issues.map((issue) => ({
              param: String(issue.path[0]),
              msg: issue.message as TValidationErrorBody['errors'][number]['msg'],
            })),
          },
          { status: 422 },
        );
      }
      const id = `pm_${nextId++}`;
      if (card.data.number === CARDS.declined.replace(/\s/g, '')) declinedMethods.add(id);
      return HttpResponse.json<TOfflinePaymentMethodResponse>({ id }, { status: 201 });
    }),
    mockApi('listCreditCards', ({ request }) => {
      record(request);
      return HttpResponse.json<TCreditCardListResponse>(sorted());
    }),
    mockApi('addCreditCard', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      if (declinedMethods.has(body.paymentMethodId)) return declined();
      const primary = cards.length === 0 || body.makeDefault === true;
      if (primary) cards = cards.map((card) => ({ ...card, primary: false }));
      cards = [
        { id: body.paymentMethodId, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, primary },
        ...cards,
      ];
      return HttpResponse.json<TCreditCardsChangedResponse>(
        { message: 'credit_card_added', cards: sorted() },
        { status: 201 },
      );
    }),
    mockApi('makeDefaultCreditCard', ({ request, params }) => {
      record(request);
      if (!cards.some((card) => card.id === params.id)) {
        return HttpResponse.json<TErrorBody>({ error: 'credit_card_not_found' }, { status: 404 });
      }
      cards = cards.map((card) => ({ ...card, primary: card.id === params.id }));
      return HttpResponse.json<TCreditCardsChangedResponse>({ message: 'credit_card_made_default', cards: sorted() });
    }),
    mockApi('getSubscription', ({ request, params }) => {
      record(request);
      return HttpResponse.json<TCrowdSubscription>(
        subscriptions[Number(params.crowdId)] ?? { current: null, next: null },
      );
    }),
    mockApi('createSubscription', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const tier = body.requestedTier as TTier;
      if (tier !== 0 && !body.paymentMethodId) return paymentMethodRequired();
      if (body.paymentMethodId && declinedMethods.has(body.paymentMethodId)) return declined();
      const { current } = subscriptions[body.crowdId] ?? { current: null, next: null };
      let answer: TCreateSubscriptionResponse;
      if (current && ['CANCELLED', 'PAST_DUE', 'DEACTIVATED'].includes(current.status)) {
        answer = {
          current: { ...current, status: 'ACTIVE', active: true },
          next: null,
          message: 'subscription_renewed',
        };
      } else if (current?.status === 'ACTIVE' && current.tier !== 0) {
        const next = makeSubscription(tier, { status: 'SCHEDULED', active: false, validFrom: current.validTo ?? 0 });
        answer = { current, next, message: 'subscription_change_scheduled' };
      } else {
        answer = { current: makeSubscription(tier), next: null, message: 'subscription_created' };
      }
      if (options.paymentAction) answer.paymentAction = { type: 'confirmCardPayment', clientSecret: 'pi_secret' };
      subscriptions[body.crowdId] = { current: answer.current, next: answer.next };
      return HttpResponse.json<TCreateSubscriptionResponse>(answer, { status: 201 });
    }),
    mockApi('createSubscribedCrowd', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const tier = body.requestedTier as TTier;
      if (tier !== 0 && !body.paymentMethodId) return paymentMethodRequired();
      // Refused: the API made no crowd (or removed the one it made).
      if (body.paymentMethodId && declinedMethods.has(body.paymentMethodId)) return declined();
      const crowdId = 700 + Object.keys(subscriptions).length;
      const answer: TCreateSubscribedCrowdResponse = {
        crowdId,
        current: makeSubscription(tier),
        next: null,
        message: 'subscription_created',
      };
      if (options.paymentAction) answer.paymentAction = { type: 'confirmCardPayment', clientSecret: 'pi_secret' };
      subscriptions[crowdId] = { current: answer.current, next: answer.next };
      return HttpResponse.json<TCreateSubscribedCrowdResponse>(answer, { status: 201 });
    }),
    mockApi('cancelSubscription', ({ request, params }) => {
      record(request);
      const crowdId = Number(params.crowdId);
      const current = subscriptions[crowdId]?.current;
      if (!current?.paymentProcessorId) {
        return HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'crowdId', msg: 'subscription_nothing_to_cancel' }] },
          { status: 422 },
        );
      }
      const cancelled = { current: { ...current, status: 'CANCELLED' as const }, next: null };
      subscriptions[crowdId] = cancelled;
      return HttpResponse.json<TCancelSubscriptionResponse>({ ...cancelled, message: 'subscription_cancelled' });
    }),
  ];
  return { handlers, calls, subscriptions, cards: () => sorted() };
}
