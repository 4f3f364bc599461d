import { ZCardHolderForm, ZOfflineCardRequest, type TPaymentsConfigResponse } from '@crowd/contracts/schemas';
import { z } from 'zod';

/**
 * The payment part of a form (subscription tab, direct subscribe page, credit cards page): the
 * `card` choice (a saved card's id or NEW_CARD) and, for a new card, the offline provider's own
 * fields or, with Stripe, the name plus the `paymentMethodId` Stripe.js created in the browser.
 */
export const CARD_FIELD = 'card';
export const NEW_CARD = 'new';
export const PAYMENT_METHOD_FIELD = 'paymentMethodId';
/** Set by forms submitted with JavaScript running (the browser then revalidates and shows toasts). */
export const SCRIPT_FIELD = 'script';
export const OFFLINE_CARD_FIELDS = ['name', 'number', 'expMonth', 'expYear', 'cvc'] as const;

/** Which card form a page shows: our own (offline provider), Stripe Elements, or none (Stripe without a key). */
export type CardFormKind = 'offline' | 'stripe' | 'unavailable';
export function cardFormKind(config: Pick<TPaymentsConfigResponse, 'provider' | 'publishableKey'>): CardFormKind {
  if (config.provider === 'offline') return 'offline';
  return config.publishableKey ? 'stripe' : 'unavailable';
}

/** Whether the posted values ask for a new card (no saved card chosen). */
export const wantsNewCard = (values: Record<string, unknown>): boolean => {
  const choice = values[CARD_FIELD];
  return typeof choice !== 'string' || choice === '' || choice === NEW_CARD;
};

/**
 * The new card's problems as zod issues: the contracts' offline card rules, or only the name with
 * Stripe (its element checks the rest before a payment method exists).
 */
function addNewCardIssues(kind: CardFormKind, values: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const schema = kind === 'offline' ? ZOfflineCardRequest : ZCardHolderForm.pick({ name: true });
  const parsed = schema.safeParse(values);
  if (parsed.success) return;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** A form schema (its own fields in `base`) plus the card fields whenever `needsCard` says it pays by a new card. */
export function withCardFields<T extends z.AnyZodObject>(
  base: T,
  kind: CardFormKind,
  needsCard: (values: z.infer<T>) => boolean = () => true,
) {
  return base.passthrough().superRefine((values, ctx) => {
    if (needsCard(values as z.infer<T>) && wantsNewCard(values)) addNewCardIssues(kind, values, ctx);
  });
}
