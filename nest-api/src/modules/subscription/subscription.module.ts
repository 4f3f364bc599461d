import { Module } from '@nestjs/common';
import { CurrentPlanService } from './current-plan.service';
import { SubscriptionRepository } from './subscription.repository';

@Module({
  providers: [SubscriptionRepository, CurrentPlanService],
  exports: [CurrentPlanService],
})
export class SubscriptionModule {}
