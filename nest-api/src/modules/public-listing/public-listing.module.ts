import { Module } from '@nestjs/common';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { RedisConnection } from '../../infra/redis/redis.module';
import { PublicListingController } from './public-listing.controller';
import { PublicListingRepository } from './public-listing.repository';
import { PublicListingService } from './public-listing.service';
import { MemoryPublicListStore, PublicListStore, RedisPublicListStore } from './public-list-store';

/** GET /public/crowds, /public/ideas/mostLiked, /public/ideas/recent: the landing page's lists. */
@Module({
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
    PublicListingRepository,
    PublicListingService,
  ],
})
export class PublicListingModule {}
