import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from '../redis/redis.module';
import { KeptValues, KeptValueStore, MemoryKeptValueStore, RedisKeptValueStore } from './kept-values';
import { ProcessMemo } from './process-memo';

/**
 * The API's caches (docs/architecture.md, "Caching"): `KeptValues` for a module's costly reads
 * that are the same for everyone, `ProcessMemo` for the reads every call of a page repeats. The shared reads of signed-out callers are an HTTP middleware
 * (`sharedReadCache`), mounted by bootstrap before Nest.
 */
@Module({
  providers: [
    {
      provide: KeptValueStore,
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection): KeptValueStore =>
        redis.client
          ? new RedisKeptValueStore(redis.client, `${config.env.QUEUE_PREFIX}:`)
          : new MemoryKeptValueStore(),
    },
    KeptValues,
    ProcessMemo,
  ],
  exports: [KeptValues, ProcessMemo],
})
export class CacheModule {}
