import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CurrentPlanService } from './current-plan.service';
import { Payment } from './entities/payment.entity';
import { PaymentMethod } from './entities/payment-method.entity';
import { Subscription } from './entities/subscription.entity';
import { WebhookEvent } from './entities/webhook-event.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Payment, PaymentMethod, Subscription, WebhookEvent])],
  providers: [CurrentPlanService],
  exports: [TypeOrmModule, CurrentPlanService],
})
export class SubscriptionModule {}
