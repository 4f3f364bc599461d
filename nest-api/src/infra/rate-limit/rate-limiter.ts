import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateRule } from '../config/env-formats';

/** Makes rate-limiter-flexible counters, each with its own key space (`name`). */
export interface RateLimiterStore {
  create(name: string, rule: RateRule): RateLimiterAbstract;
}

export const RATE_LIMITER_STORE = Symbol('RATE_LIMITER_STORE');

const options = (name: string, rule: RateRule) => ({
  keyPrefix: name,
  points: rule.points,
  duration: rule.durationSeconds,
});

/** Memory entries expire by Node timers, which fire at once past 2^31-1 ms (24.8 days). */
const MEMORY_MAX_SECONDS = 24 * 86_400;
const memorySeconds = (seconds: number): number => Math.min(seconds, MEMORY_MAX_SECONDS);

class MemoryRateLimiter extends RateLimiterMemory {
  override set(key: string | number, points: number, secDuration: number): Promise<RateLimiterRes> {
    return super.set(key, points, memorySeconds(secDuration));
  }

  override block(key: string | number, secDuration: number): Promise<RateLimiterRes> {
    return super.block(key, memorySeconds(secDuration));
  }
}

const memoryLimiter = (name: string, rule: RateRule): RateLimiterMemory =>
  new MemoryRateLimiter(options(name, { ...rule, durationSeconds: memorySeconds(rule.durationSeconds) }));

/**
 * The embedded default: counters in this process (each api instance counts on its own, and a
 * restart forgets them); an entry lives 24 days at most.
 */
export class MemoryRateLimiterStore implements RateLimiterStore {
  create(name: string, rule: RateRule): RateLimiterAbstract {
    return memoryLimiter(name, rule);
  }
}

/**
 * Production: counters in the shared Redis, so every api instance counts together. While Redis
 * is unreachable each instance counts in memory rather than failing every sign-in.
 */
export class RedisRateLimiterStore implements RateLimiterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  create(name: string, rule: RateRule): RateLimiterAbstract {
    return new RateLimiterRedis({
      ...options(`${this.prefix}${name}`, rule),
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryLimiter(name, rule),
    });
  }
}
