import { Module } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { CurrentPlanService } from './current-plan.service';
import { SubscriptionRepository } from './subscription.repository';

/** Which plan is in force for a crowd; the billing module changes subscriptions. */
@Module({
  imports: [CacheModule],
  providers: [SubscriptionRepository, CurrentPlanService],
  exports: [CurrentPlanService, SubscriptionRepository],
})
export class SubscriptionModule {}
