import { Module } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { UserModule } from '../../auth/user/user.module';
import { CreditCardsController } from './cards/credit-cards.controller';
import { CreditCardsService } from './cards/credit-cards.service';
import { PaymentCustomerService } from './cards/payment-customer.service';
import { PaymentMethodRepository } from './cards/payment-method.repository';
import { CrowdAdminAnywhereGuard } from './cards/require-crowd-admin.guard';
import { OfflinePaymentProvider } from './offline/offline-payment-provider';
import { PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { StripePaymentProvider } from './stripe/stripe-payment-provider';

/** Stripe when its secret key is set; otherwise the offline provider (decision 027). */
function paymentProviderFor(config: AppConfig): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_API_URL } = config.env;
  if (!STRIPE_SECRET_KEY) return new OfflinePaymentProvider(config.sessionSecret);
  return new StripePaymentProvider({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET ?? null,
    publishableKey: STRIPE_PUBLISHABLE_KEY ?? null,
    apiUrl: STRIPE_API_URL,
  });
}

/** The payment provider, the user's saved cards and the provider's customers. */
@Module({
  imports: [UserModule, CrowdModule],
  controllers: [PaymentsController, CreditCardsController],
  providers: [
    { provide: PaymentProvider, useFactory: paymentProviderFor, inject: [APP_CONFIG] },
    PaymentMethodRepository,
    PaymentCustomerService,
    CreditCardsService,
    CrowdAdminAnywhereGuard,
  ],
  exports: [PaymentProvider, CreditCardsService, PaymentCustomerService],
})
export class PaymentsModule {}
