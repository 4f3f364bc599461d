import { Module } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { CrowdModule } from '../crowd/crowd.module';
import { IdeaModule } from '../../idea/idea/idea.module';
import { SubscriptionModule } from '../../subscription/subscription/subscription.module';
import { ListedCrowdsService } from './listed-crowds.service';
import { PublicListingController } from './public-listing.controller';
import { PublicListingService } from './public-listing.service';

/** GET /public/crowds, /public/ideas/mostLiked, /public/ideas/recent: the landing page's lists. */
@Module({
  imports: [CacheModule, CrowdModule, IdeaModule, SubscriptionModule],
  controllers: [PublicListingController],
  providers: [ListedCrowdsService, PublicListingService],
})
export class PublicListingModule {}
