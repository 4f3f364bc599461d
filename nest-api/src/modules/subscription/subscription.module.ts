import { Module } from '@nestjs/common';
import { CurrentPlanService } from './current-plan.service';
import { SubscriptionRepository } from './subscription.repository';

/** Which plan is in force for a crowd; the billing module changes subscriptions. */
@Module({
  providers: [SubscriptionRepository, CurrentPlanService],
  exports: [CurrentPlanService, SubscriptionRepository],
})
export class SubscriptionModule {}
