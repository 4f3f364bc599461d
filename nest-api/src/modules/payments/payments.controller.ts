import { Controller, Get, Inject, Post } from '@nestjs/common';
import {
  isCardExpired,
  ZOfflineCardRequest,
  type TOfflineCardRequest,
  type TOfflinePaymentMethodResponse,
  type TPaymentsConfigResponse,
} from '@crowd/contracts';
import { notFound, ValidationFailedError } from '../../common/errors';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { Clock } from '../../infra/clock/clock';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { RequireUser } from '../../common/http/current-user';
import { OfflinePaymentProvider } from './offline/offline-payment-provider';
import { PaymentProvider } from './payment-provider';

@Controller('payments')
@RequireUser()
export class PaymentsController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('config')
  paymentsConfig(): TPaymentsConfigResponse {
    return {
      provider: this.provider.kind,
      publishableKey: this.provider.publishableKey,
      trialDays: this.config.env.TRIAL_DAYS,
    };
  }

  /** The offline provider's card element; with Stripe on, card numbers must never reach us: 404. */
  @Post('offline/paymentMethods')
  createOfflinePaymentMethod(@ZodBody(ZOfflineCardRequest) card: TOfflineCardRequest): TOfflinePaymentMethodResponse {
    if (!(this.provider instanceof OfflinePaymentProvider)) throw notFound();
    if (isCardExpired(card, this.clock.now())) throw ValidationFailedError.field('expYear', 'credit_card_expired');
    return { id: this.provider.createPaymentMethod(card) };
  }
}
