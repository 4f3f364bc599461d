import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from '../redis/redis.module';
import {
  MemoryRateLimiterStore,
  RATE_LIMITER_STORE,
  RedisRateLimiterStore,
  type RateLimiterStore,
} from './rate-limiter';

/** The counters of every rate limit (sign-in, sign-up, shares, notices): in Redis when there is one. */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMITER_STORE,
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection): RateLimiterStore =>
        redis.client
          ? new RedisRateLimiterStore(redis.client, `${config.env.QUEUE_PREFIX}:ratelimit:`)
          : new MemoryRateLimiterStore(),
    },
  ],
  exports: [RATE_LIMITER_STORE],
})
export class RateLimitModule {}
