import { Module } from '@nestjs/common';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { RedisConnection } from '../../infra/redis/redis.module';
import { CrowdModule } from '../crowd/crowd.module';
import { IdeaModule } from '../idea/idea.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { ListedCrowdsService } from './listed-crowds.service';
import { PublicListingController } from './public-listing.controller';
import { PublicListingService } from './public-listing.service';
import { MemoryPublicListStore, PublicListStore, RedisPublicListStore } from './public-list-store';

/** GET /public/crowds, /public/ideas/mostLiked, /public/ideas/recent: the landing page's lists. */
@Module({
  imports: [CrowdModule, IdeaModule, SubscriptionModule],
  controllers: [PublicListingController],
  providers: [
    {
      provide: PublicListStore,
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection): PublicListStore =>
        redis.client
          ? new RedisPublicListStore(redis.client, `${config.env.QUEUE_PREFIX}:public-lists:`)
          : new MemoryPublicListStore(),
    },
    ListedCrowdsService,
    PublicListingService,
  ],
})
export class PublicListingModule {}
