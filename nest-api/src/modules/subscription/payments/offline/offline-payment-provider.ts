import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TOfflineCardRequest } from '@crowd/contracts';
import {
  CardRefusedError,
  PaymentProvider,
  WebhookSignatureError,
  type AttachedCard,
  type CardDetails,
  type ChargeOutcome,
  type PaymentEvent,
  type RenewalChargeInput,
  type StartedSubscription,
  type StartSubscriptionInput,
} from '../payment-provider';
import { brandOf, TEST_CARD_NUMBERS, TEST_PAYMENT_METHODS, type CardBehaviour } from './offline-test-cards';

/** What an offline payment method id carries: the provider keeps no state, in any process. */
interface OfflineCard extends CardDetails {
  behaviour: CardBehaviour;
}

const PREFIX = 'pm_off_';

/** brand, last4, expiry month and year, behaviour and its code, a nonce. */
type PackedCard = [string, string, number, number, CardBehaviour['kind'], string, string];

const refusal = (code: string): CardRefusedError =>
  new CardRefusedError(code, code === 'expired_card' ? 'credit_card_expired' : 'credit_card_declined');

/**
 * The provider when no Stripe key is set: no money moves. Its payment-method ids are signed
 * tokens holding the card's display data and test behaviour (Stripe's test numbers and ids decide
 * success or decline), so the api and worker processes read the same card without a shared store;
 * a forged or altered id is unknown. Charges are named by their idempotency key, so charging a key
 * twice answers the same payment.
 */
export class OfflinePaymentProvider extends PaymentProvider {
  readonly kind = 'offline' as const;
  readonly publishableKey = null;
  readonly chargesRenewals = true;

  constructor(private readonly secret: string) {
    super();
  }

  /** Stands in for the card element of a real provider: the card's number stays in the token's hash. */
  createPaymentMethod(card: TOfflineCardRequest): string {
    const known = TEST_CARD_NUMBERS[card.number];
    return this.mint({
      brand: known?.brand ?? brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      behaviour: known?.behaviour ?? { kind: 'ok' },
    });
  }

  createCustomer(user: { id: number }): Promise<string> {
    return Promise.resolve(`cus_off_${user.id}`);
  }

  /** As Stripe does, a test id (`pm_card_visa`) becomes a payment method of its own when attached. */
  attachPaymentMethod(_customerId: string, paymentMethodId: string): Promise<AttachedCard> {
    const card = this.read(paymentMethodId);
    if (card.behaviour.kind === 'decline') return Promise.reject(refusal(card.behaviour.code));
    const { brand, last4, expMonth, expYear } = card;
    const id = paymentMethodId in TEST_PAYMENT_METHODS ? this.mint(card) : paymentMethodId;
    return Promise.resolve({ id, brand, last4, expMonth, expYear });
  }

  detachPaymentMethod(): Promise<void> {
    return Promise.resolve();
  }

  setDefaultPaymentMethod(): Promise<void> {
    return Promise.resolve();
  }

  startSubscription(input: StartSubscriptionInput): Promise<StartedSubscription> {
    return Promise.resolve({
      processorId: `sub_off_${this.hash(input.idempotencyKey)}`,
      outcome: this.charge(input.paymentMethodId, input.idempotencyKey),
    });
  }

  chargeRenewal(input: RenewalChargeInput): Promise<ChargeOutcome> {
    return Promise.resolve(this.charge(input.paymentMethodId, input.idempotencyKey));
  }

  payPastDue(input: RenewalChargeInput): Promise<ChargeOutcome> {
    return Promise.resolve(this.charge(input.paymentMethodId, input.idempotencyKey));
  }

  changePlan(): Promise<void> {
    return Promise.resolve();
  }

  cancelAtPeriodEnd(): Promise<void> {
    return Promise.resolve();
  }

  resume(): Promise<void> {
    return Promise.resolve();
  }

  parseWebhook(): PaymentEvent {
    throw new WebhookSignatureError('the offline provider sends no webhooks');
  }

  private charge(paymentMethodId: string, idempotencyKey: string): ChargeOutcome {
    const paymentId = `py_off_${this.hash(idempotencyKey)}`;
    const { behaviour } = this.read(paymentMethodId);
    return behaviour.kind === 'ok'
      ? { status: 'succeeded', paymentId }
      : { status: 'declined', paymentId, code: behaviour.code };
  }

  /** The card an id names; an id we did not make is refused as Stripe refuses an unknown one. */
  private read(paymentMethodId: string): OfflineCard {
    const known = TEST_PAYMENT_METHODS[paymentMethodId];
    if (known) return { ...known, expMonth: 12, expYear: new Date().getUTCFullYear() + 5 };
    const match = /^pm_off_([A-Za-z0-9_-]+)_([0-9a-f]{32})$/.exec(paymentMethodId);
    const [payload, signature] = match ? [match[1] ?? '', match[2] ?? ''] : ['', ''];
    if (!match || !timingSafeEqual(Buffer.from(signature), Buffer.from(this.sign(payload)))) {
      throw new CardRefusedError('resource_missing', 'credit_card_payment_failed');
    }
    const [brand, last4, expMonth, expYear, kind, code] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as PackedCard;
    const behaviour: CardBehaviour = kind === 'ok' ? { kind } : { kind, code };
    return { brand, last4, expMonth, expYear, behaviour };
  }

  /** A compact payload: a payment-method id must fit the 255 characters ids are stored in. */
  private mint(card: OfflineCard): string {
    const { behaviour } = card;
    const packed: PackedCard = [
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      behaviour.kind,
      behaviour.kind === 'ok' ? '' : behaviour.code,
      randomUUID().slice(0, 8),
    ];
    const payload = Buffer.from(JSON.stringify(packed)).toString('base64url');
    return `${PREFIX}${payload}_${this.sign(payload)}`;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('hex').slice(0, 32);
  }

  private hash(key: string): string {
    return createHash('sha256').update(key).digest('hex').slice(0, 24);
  }
}
