import { Controller, Headers, Req } from '@nestjs/common';
import type { TPaymentWebhookResponse } from '@crowd/contracts';
import type { Request } from 'express';
import { DomainError } from '../../../common/errors';
import { ApiRoute } from '../../../common/http/api-route';
import { PaymentProvider, WebhookSignatureError } from '../payments/payment-provider';
import { PaymentEventsService } from './payment-events.service';

/**
 * The provider's events. Trusted only when the signature over the exact bytes verifies (the body
 * parser keeps them as `rawBody`); anything else is 400 and handled never.
 */
@Controller()
export class PaymentWebhookController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly events: PaymentEventsService,
  ) {}

  @ApiRoute('paymentWebhook')
  async receive(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<TPaymentWebhookResponse> {
    let event;
    try {
      event = this.provider.parseWebhook(req.rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new DomainError('bad_request', 'validation_invalid_value');
      throw error;
    }
    await this.events.handle(event);
    return { received: true };
  }
}
