import { z } from 'zod';
import { ZMessageKey } from '../errors';

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
