import Stripe from 'stripe';
import { CardRefusedError } from '../payment-provider';

/** Codes (Stripe's `code` or `decline_code`) where the bank said no: the form says "declined". */
const DECLINED = new Set([
  'card_declined',
  'generic_decline',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'fraudulent',
  'do_not_honor',
  'card_not_supported',
  'card_velocity_exceeded',
]);

/**
 * The message a refused card shows. An expired card is the one the user fixes by editing the
 * date; a bank's refusal is "declined"; the rest (a wrong CVC or number, a processing error) is
 * the generic "payment failed", since retyping or retrying may succeed.
 */
function refusalKey(code: string, declineCode: string | undefined): CardRefusedError['messageKey'] {
  if (code === 'expired_card' || declineCode === 'expired_card') return 'credit_card_expired';
  if (DECLINED.has(code) || (declineCode !== undefined && DECLINED.has(declineCode))) return 'credit_card_declined';
  return 'credit_card_payment_failed';
}

/** The most specific code Stripe gave: `insufficient_funds` says more than `card_declined`. */
export const refusalCode = (error: Stripe.errors.StripeCardError): string =>
  error.decline_code || error.code || 'card_declined';

export const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/** A Stripe card error as the port's CardRefusedError; anything else unchanged. */
export function asCardRefusal(error: unknown): unknown {
  if (!isCardError(error)) return error;
  return new CardRefusedError(refusalCode(error), refusalKey(error.code ?? 'card_declined', error.decline_code));
}
