import { z } from 'zod';
import { ZMessageKey } from '../errors';
import { zMsg } from './common';

/** A saved card; `id` is the payment provider's payment-method id (sent as paymentMethodId). */
export const ZCreditCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().length(4),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  primary: z.boolean(),
});
export type TCreditCard = z.infer<typeof ZCreditCard>;

/** GET /creditcard: primary first, then newest first. */
export const ZCreditCardListResponse = z.array(ZCreditCard);
export type TCreditCardListResponse = z.infer<typeof ZCreditCardListResponse>;

export const ZCreditCardParams = z.object({ id: z.string().min(1) });
/** DELETE /creditcard/{id}: credit_card_deleted, or credit_card_deleted_new_default if it was primary. */
export const ZDeleteCreditCardResponse = z.object({ message: ZMessageKey, cards: z.array(ZCreditCard) });
export type TDeleteCreditCardResponse = z.infer<typeof ZDeleteCreditCardResponse>;

/** The card form's own fields (number, expiry and CVC live in the payment provider's element). */
export const ZCardHolderForm = z.object({
  name: z.string({ message: 'credit_card_name_required' }).trim().min(1, 'credit_card_name_required'),
  makeDefault: z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean()).optional(),
});
export type TCardHolderForm = z.infer<typeof ZCardHolderForm>;

/** POST /creditcard: saves a payment method the provider created (Stripe Elements, or the offline form). */
export const ZAddCreditCardRequest = z.object({
  paymentMethodId: z
    .string(zMsg('validation_payment_method_required'))
    .trim()
    .min(1, 'validation_payment_method_required'),
  makeDefault: z.boolean().optional(),
});
export type TAddCreditCardRequest = z.infer<typeof ZAddCreditCardRequest>;

/** POST /creditcard (credit_card_added), PUT /creditcard/{id}/default (credit_card_made_default). */
export const ZCreditCardsChangedResponse = z.object({ message: ZMessageKey, cards: z.array(ZCreditCard) });
export type TCreditCardsChangedResponse = z.infer<typeof ZCreditCardsChangedResponse>;

/** A card is good through the last day of its expiry month (UTC). */
export const isCardExpired = (card: { expMonth: number; expYear: number }, now: Date): boolean =>
  card.expYear < now.getUTCFullYear() ||
  (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);

/** Luhn's check digit rule, which every card number satisfies. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

const cardNumber = z
  .string(zMsg('credit_card_incorrect_number'))
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), 'credit_card_incorrect_number');

/** The offline provider's card fields: what a payment provider's element would collect in the browser. */
export const ZOfflineCardRequest = z.object({
  number: cardNumber,
  expMonth: z.coerce
    .number(zMsg('credit_card_incorrect_expiry'))
    .int('credit_card_incorrect_expiry')
    .min(1, 'credit_card_incorrect_expiry')
    .max(12, 'credit_card_incorrect_expiry'),
  expYear: z.coerce
    .number(zMsg('credit_card_incorrect_expiry'))
    .int('credit_card_incorrect_expiry')
    .min(2000, 'credit_card_incorrect_expiry')
    .max(2100, 'credit_card_incorrect_expiry'),
  cvc: z
    .string(zMsg('credit_card_incorrect_cvc'))
    .trim()
    .regex(/^\d{3,4}$/, 'credit_card_incorrect_cvc'),
  name: z.string(zMsg('credit_card_name_required')).trim().min(1, 'credit_card_name_required').max(255),
});
export type TOfflineCardRequest = z.infer<typeof ZOfflineCardRequest>;

/** POST /payments/offline/paymentMethods: the new payment method's id, as Stripe's `pm_…`. */
export const ZOfflinePaymentMethodResponse = z.object({ id: z.string() });
export type TOfflinePaymentMethodResponse = z.infer<typeof ZOfflinePaymentMethodResponse>;
