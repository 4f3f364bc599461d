import { Controller, Inject } from '@nestjs/common';
import { isCardExpired, type TOfflinePaymentMethodResponse, type TPaymentsConfigResponse } from '@crowd/contracts';
import { notFound, ValidationFailedError } from '../../../common/errors';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { RequireUser } from '../../../common/http/current-user';
import { OfflinePaymentProvider } from './offline/offline-payment-provider';
import { PaymentProvider } from './payment-provider';

@Controller()
@RequireUser()
export class PaymentsController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiRoute('getPaymentsConfig')
  paymentsConfig(): TPaymentsConfigResponse {
    return {
      provider: this.provider.kind,
      publishableKey: this.provider.publishableKey,
      trialDays: this.config.env.TRIAL_DAYS,
    };
  }

  /** The offline provider's card element; with Stripe on, card numbers must never reach us: 404. */
  @ApiRoute('createOfflinePaymentMethod')
  createOfflinePaymentMethod(
    @RouteBody() card: TRouteBody<'createOfflinePaymentMethod'>,
  ): TOfflinePaymentMethodResponse {
    if (!(this.provider instanceof OfflinePaymentProvider)) throw notFound();
    if (isCardExpired(card, this.clock.now())) throw ValidationFailedError.field('expYear', 'credit_card_expired');
    return { id: this.provider.createPaymentMethod(card) };
  }
}
