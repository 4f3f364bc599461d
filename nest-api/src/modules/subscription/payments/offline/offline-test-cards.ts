/**
 * Stripe's documented test cards, which decide what the offline provider does with a card, so a
 * tester uses the same numbers against it as against Stripe's test mode.
 * `decline`: refused when attached or first charged; `chargeFail`: attaches, later charges fail.
 */
export type CardBehaviour = { kind: 'ok' } | { kind: 'decline'; code: string } | { kind: 'chargeFail'; code: string };

export interface TestCard {
  brand: string;
  behaviour: CardBehaviour;
}

const ok: CardBehaviour = { kind: 'ok' };

/** By number. */
export const TEST_CARD_NUMBERS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', behaviour: ok },
  '4000056655665556': { brand: 'visa', behaviour: ok },
  '5555555555554444': { brand: 'mastercard', behaviour: ok },
  '2223003122003222': { brand: 'mastercard', behaviour: ok },
  '378282246310005': { brand: 'amex', behaviour: ok },
  '6011111111111117': { brand: 'discover', behaviour: ok },
  '4000000000000002': { brand: 'visa', behaviour: { kind: 'decline', code: 'card_declined' } },
  '4000000000009995': { brand: 'visa', behaviour: { kind: 'decline', code: 'insufficient_funds' } },
  '4000000000000069': { brand: 'visa', behaviour: { kind: 'decline', code: 'expired_card' } },
  '4000000000000127': { brand: 'visa', behaviour: { kind: 'decline', code: 'incorrect_cvc' } },
  '4000000000000341': { brand: 'visa', behaviour: { kind: 'chargeFail', code: 'card_declined' } },
};

/** Stripe's test payment-method ids, for API clients with no card form. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, TestCard & { last4: string }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: ok },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: ok },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: ok },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: { kind: 'decline', code: 'card_declined' } },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: { kind: 'decline', code: 'insufficient_funds' },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: { kind: 'decline', code: 'expired_card' },
  },
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    behaviour: { kind: 'chargeFail', code: 'card_declined' },
  },
};

/** Any other valid number is accepted, its brand told by its prefix. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  return 'unknown';
}
