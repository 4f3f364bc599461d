import type { TCreateSubscriptionResponse, TPaymentAction, TUser } from '@crowd/contracts';
import { DomainError, ValidationFailedError } from '../../../common/errors';
import type { ChargeOutcome } from '../payments/payment-provider';

/** What a subscribe request answers besides the subscription itself (its message, and so on). */
export interface Outcome {
  message: TCreateSubscriptionResponse['message'];
  user?: TUser;
  paymentAction?: TPaymentAction;
}

export const tierInvalid = (
  msg:
    'validation_subscription_tier' | 'validation_subscription_same_tier' | 'validation_subscription_trial_not_eligible',
) => ValidationFailedError.field('requestedTier', msg);

/** A charge the provider refused: 402, and nothing changed. */
export const paymentFailed = () => new DomainError('payment_required', 'credit_card_payment_failed');

export const actionOf = (outcome: ChargeOutcome): TPaymentAction | undefined =>
  outcome.status === 'requires_action' ? { type: 'confirmCardPayment', clientSecret: outcome.clientSecret } : undefined;
