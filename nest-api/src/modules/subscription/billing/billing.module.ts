import { Module } from '@nestjs/common';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { CrowdRemovalModule } from '../../crowd/crowd-removal/crowd-removal.module';
import { NotificationModule } from '../../notification/notification/notification.module';
import { PaymentsModule } from '../payments/payments.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { UserModule } from '../../auth/user/user.module';
import { ChargeIntentRepository } from './charge-intent.repository';
import { ChargeOutcomeService } from './charge-outcome.service';
import { ChargeReconciliationService } from './charge-reconciliation.service';
import { ChargeService } from './charge.service';
import { PaymentEventsService } from './payment-events.service';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PlanChangeService } from './plan-change.service';
import { RenewalChargeService } from './renewal-charge.service';
import { SubscribedCrowdService } from './subscribed-crowd.service';
import { SubscriptionBillingService } from './subscription-billing.service';
import { SubscriptionCheckoutService } from './subscription-checkout.service';
import { SubscriptionRenewalProcessor } from './subscription-renewal.processor';
import { SubscriptionRenewalService } from './subscription-renewal.service';
import { SubscriptionSweepService } from './subscription-sweep.service';
import { SubscriptionTrialService } from './subscription-trial.service';
import { SubscriptionController } from './subscription.controller';

/**
 * Paying for crowds (decision 027): subscribing, changing, renewing and cancelling, charges made
 * once (intents, reconciled by a sweep), the renewal and dunning jobs, and the provider's
 * webhooks. The subscription module below it only answers which plan is in force, which every
 * other module asks.
 */
@Module({
  imports: [SubscriptionModule, PaymentsModule, CrowdModule, CrowdRemovalModule, UserModule, NotificationModule],
  controllers: [SubscriptionController, PaymentWebhookController],
  providers: [
    SubscriptionBillingService,
    SubscriptionTrialService,
    SubscriptionCheckoutService,
    PlanChangeService,
    ChargeIntentRepository,
    ChargeService,
    ChargeOutcomeService,
    ChargeReconciliationService,
    SubscribedCrowdService,
    SubscriptionSweepService,
    SubscriptionRenewalService,
    RenewalChargeService,
    SubscriptionRenewalProcessor,
    PaymentEventsService,
  ],
  exports: [SubscriptionRenewalService, PaymentEventsService],
})
export class BillingModule {}
