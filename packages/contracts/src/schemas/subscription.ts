import { z } from 'zod';
import { ZCurrency, ZSubscriptionStatus, ZSupportLevel, ZTier, type TTier } from '../enums';
import type { TPlanFeatures } from '../plans';
import { ZCents, ZEpochSeconds, ZId, zMsg } from './common';
import { ZUser } from './user';

/** A plan's limits; a negative number is unlimited, 0 none allowed. */
export const ZPlanFeatures = z.object({
  users: z.number().int(),
  ideas: z.number().int(),
  admins: z.number().int(),
  managers: z.number().int(),
  support: ZSupportLevel,
  ownDomain: z.boolean(),
  privateCrowd: z.boolean(),
  privateUsers: z.boolean(),
  advancedSettings: z.boolean(),
});
export type TPlanFeaturesView = z.infer<typeof ZPlanFeatures>;
// The zod view and the plan table's type must stay the same shape.
const _planFeaturesMatch: [TPlanFeatures, TPlanFeaturesView] extends [TPlanFeaturesView, TPlanFeatures] ? true : never =
  true;
void _planFeaturesMatch;

export const ZPlanName = z.enum(['trial', 'party', 'concert', 'festival']);
export type TPlanName = z.infer<typeof ZPlanName>;
/** Plan label of a crowd with no subscription. */
export const NO_SUBSCRIPTION = 'no_subscription';

/** One subscription period (current or next). validFrom/validTo are epoch seconds. */
export const ZSubscription = z.object({
  id: ZId,
  name: ZPlanName,
  tier: ZTier,
  active: z.boolean(),
  status: ZSubscriptionStatus,
  validFrom: ZEpochSeconds,
  validTo: ZEpochSeconds.nullable(),
  baseMonthlyPrice: ZCents,
  currency: ZCurrency,
  /** The payment provider's subscription id; absent for the trial. Cancel is offered only with one. */
  paymentProcessorId: z.string().nullable(),
  features: ZPlanFeatures,
});
export type TSubscription = z.infer<typeof ZSubscription>;

/** A crowd's subscriptions: the running one and the one scheduled for the next billing period. */
export const ZCrowdSubscription = z.object({
  current: ZSubscription.nullable(),
  next: ZSubscription.nullable(),
});
export type TCrowdSubscription = z.infer<typeof ZCrowdSubscription>;

/** GET /subscription: the subscriptions of every crowd the user administers, keyed by crowd id. */
export const ZSubscriptionsResponse = z.record(z.string(), ZCrowdSubscription);
export type TSubscriptionsResponse = z.infer<typeof ZSubscriptionsResponse>;

/** GET /subscription/{crowdId}, DELETE /subscription/{crowdId} @alias of ZCrowdSubscription */
export const ZGetSubscriptionResponse = ZCrowdSubscription;
export type TGetSubscriptionResponse = z.infer<typeof ZGetSubscriptionResponse>;
export const ZCancelSubscriptionResponse = ZCrowdSubscription.extend({
  message: z.literal('subscription_cancelled'),
});
export type TCancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;

const ZCreateSubscriptionFields = z.object({
  requestedTier: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number(zMsg('validation_subscription_tier'))
      .int('validation_subscription_tier')
      .min(0, 'validation_subscription_tier')
      .max(3, 'validation_subscription_tier')
      .transform((tier) => tier as TTier),
  ),
  /** The payment provider's payment-method id (a saved card's id or a new card's); none for tier 0. */
  paymentMethodId: z.string(zMsg('validation_payment_method_required')).trim().optional(),
  crowdId: ZId,
});

/** POST /subscription; 402 when the payment failed. */
export const ZCreateSubscriptionRequest = ZCreateSubscriptionFields.superRefine((value, ctx) => {
  if (value.requestedTier !== 0 && !value.paymentMethodId)
    ctx.addIssue({ code: 'custom', path: ['paymentMethodId'], message: 'validation_payment_method_required' });
});
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

/**
 * POST /subscription/newCrowd: a crowd made and subscribed in one step (the direct subscribe page).
 * A refused payment (402) leaves no crowd behind (decision 027).
 */
export const ZCreateSubscribedCrowdRequest = ZCreateSubscriptionFields.omit({ crowdId: true }).superRefine(
  (value, ctx) => {
    if (value.requestedTier !== 0 && !value.paymentMethodId)
      ctx.addIssue({ code: 'custom', path: ['paymentMethodId'], message: 'validation_payment_method_required' });
  },
);
export type TCreateSubscribedCrowdRequest = z.infer<typeof ZCreateSubscribedCrowdRequest>;
/**
 * What the browser must still do before a payment completes: confirm the card's 3-D Secure
 * challenge with the payment provider's script (Stripe's `confirmCardPayment`). The subscription
 * stays INCOMPLETE until the provider reports the payment.
 */
export const ZPaymentAction = z.object({ type: z.literal('confirmCardPayment'), clientSecret: z.string().min(1) });
export type TPaymentAction = z.infer<typeof ZPaymentAction>;

/**
 * POST /subscription: subscription_created (a new subscription in force), subscription_renewed (a
 * cancelled one resumed), subscription_change_scheduled (the plan changes at the next billing
 * date). `user` is sent when the user changed (trial eligibility used up).
 */
export const ZCreateSubscriptionResponse = ZCrowdSubscription.extend({
  message: z.enum(['subscription_created', 'subscription_renewed', 'subscription_change_scheduled']),
  user: ZUser.optional(),
  paymentAction: ZPaymentAction.optional(),
});
export type TCreateSubscriptionResponse = z.infer<typeof ZCreateSubscriptionResponse>;

/** POST /subscription/newCrowd: as POST /subscription, with the id of the crowd it made. */
export const ZCreateSubscribedCrowdResponse = ZCreateSubscriptionResponse.extend({ crowdId: ZId });
export type TCreateSubscribedCrowdResponse = z.infer<typeof ZCreateSubscribedCrowdResponse>;

/** GET /payments/config: which card form the browser shows. */
export const ZPaymentsConfigResponse = z.object({
  /** `stripe`: Stripe Elements with `publishableKey`; `offline`: our own card form (no real charges). */
  provider: z.enum(['stripe', 'offline']),
  publishableKey: z.string().nullable(),
  trialDays: z.number().int().nonnegative(),
});
export type TPaymentsConfigResponse = z.infer<typeof ZPaymentsConfigResponse>;
