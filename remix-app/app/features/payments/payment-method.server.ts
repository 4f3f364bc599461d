import { TOAST_DURATION_MS } from '@crowd/contracts/limits';
import { ZOfflineCardRequest } from '@crowd/contracts/schemas';
import type { ApiClient, ApiError } from '~/lib/api.server';
import { fieldErrorsFor, refillable } from '~/lib/failed-action.server';
import { createToastHeaders } from '~/lib/toast.server';
import { signInOn401 } from '~/lib/api-failure.server';
import {
  CARD_FIELD,
  cardFormKind,
  OFFLINE_CARD_FIELDS,
  PAYMENT_METHOD_FIELD,
  SCRIPT_FIELD,
  wantsNewCard,
  type CardFormKind,
} from './card-form';

/** What a page with a card form needs to know about the payment provider. */
export interface PaymentSetup {
  kind: CardFormKind;
  publishableKey: string | null;
  /** How long a trial lasts; null when the API did not say. */
  trialDays: number | null;
}

/**
 * GET /payments/config. When it fails the page offers no new-card form at all: guessing "offline"
 * could send a card number through our server while Stripe is on.
 */
export async function loadPaymentSetup(api: ApiClient, request: Request): Promise<PaymentSetup> {
  const result = await api.request('getPaymentsConfig');
  if (result.ok) {
    const { provider, publishableKey, trialDays } = result.data;
    return { kind: cardFormKind({ provider, publishableKey }), publishableKey, trialDays };
  }
  signInOn401(request, result.status);
  // 404/501: the payments part of the API is not deployed yet.
  if (result.status !== 404 && result.status !== 501) {
    console.error(`[web] GET /api/payments/config failed: ${result.status}`);
  }
  return { kind: 'unavailable', publishableKey: null, trialDays: null };
}

export type PaymentMethodOutcome =
  | { ok: true; paymentMethodId: string }
  /** The card form's own fields are wrong (or no card is possible): shown under the fields. */
  | { ok: false; fieldErrors: Record<string, string> }
  /** The provider refused the card (402). */
  | { ok: false; declined: ApiError }
  | { ok: false; error: ApiError };

/** The first message of each field of a zod error: what the browser's validator would have shown. */
export const firstIssues = (
  issues: readonly { path: (string | number)[]; message: string }[],
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? CARD_FIELD);
    errors[field] ??= issue.message;
  }
  return errors;
};

/**
 * The posted form as a payment-method id: a saved card's id as it is; with Stripe the id Stripe.js
 * created in the browser (card numbers never reach us then); offline, the card goes to
 * POST /payments/offline/paymentMethods, whose 422s land on the form's fields.
 */
export async function paymentMethodFromForm(
  api: ApiClient,
  setup: PaymentSetup,
  values: Record<string, unknown>,
): Promise<PaymentMethodOutcome> {
  if (!wantsNewCard(values)) return { ok: true, paymentMethodId: String(values[CARD_FIELD]) };
  switch (setup.kind) {
    case 'unavailable':
      return { ok: false, fieldErrors: { [CARD_FIELD]: 'credit_card_cannot_be_processed' } };
    case 'stripe': {
      const id = values[PAYMENT_METHOD_FIELD];
      return typeof id === 'string' && id.trim() !== ''
        ? { ok: true, paymentMethodId: id.trim() }
        : { ok: false, fieldErrors: { [CARD_FIELD]: 'validation_payment_method_required' } };
    }
    case 'offline': {
      const card = ZOfflineCardRequest.safeParse(values);
      if (!card.success) return { ok: false, fieldErrors: firstIssues(card.error.issues) };
      const result = await api.request('createOfflinePaymentMethod', { body: card.data });
      if (result.ok) return { ok: true, paymentMethodId: result.data.id };
      if (result.status === 402) return { ok: false, declined: result.error };
      const fieldErrors = result.status === 422 ? fieldErrorsFor(result.error.fieldErrors, OFFLINE_CARD_FIELDS) : null;
      return fieldErrors ? { ok: false, fieldErrors } : { ok: false, error: result.error };
    }
  }
}

/**
 * What a refused payment form shows again: the card choice, the holder's name and expiry, the
 * default switch and the plan; never the card number, its security code or the provider's ids.
 */
const PAYMENT_REFILL_FIELDS = [CARD_FIELD, 'name', 'expMonth', 'expYear', 'makeDefault', 'requestedTier'];

export const refillablePayment = (values: Record<string, unknown>): Record<string, unknown> =>
  refillable(values, PAYMENT_REFILL_FIELDS);

/**
 * A refused payment form in remix-validated-form's shape, plus `extra` (the subscribe page's
 * crowd id). Spec 8: a card the provider refused (402) is `credit_card_payment_failed` on the card
 * form plus the `credit_card_error` toast. Answered 200 to a script-driven submit so that Remix
 * revalidates the root loader, which shows the toast (it skips that after a 4xx); without
 * JavaScript the page is rendered from this answer, so 422 and the message in the form.
 */
export async function paymentFormFailure(
  values: Record<string, unknown>,
  failure: { fieldErrors: Record<string, string> } | { declined: ApiError },
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const declined = 'declined' in failure;
  const fieldErrors = declined ? { [CARD_FIELD]: 'credit_card_payment_failed' } : failure.fieldErrors;
  const script = values[SCRIPT_FIELD] === '1';
  // Spec 8: the credit_card_error notification stays 3 s, not the 5 s of other request errors.
  const headers =
    declined && script
      ? await createToastHeaders({ type: 'ERROR', message: 'credit_card_error', durationMs: TOAST_DURATION_MS.default })
      : new Headers();
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify({ fieldErrors, repopulateFields: refillablePayment(values), ...extra }), {
    status: script ? 200 : 422,
    headers,
  });
}
