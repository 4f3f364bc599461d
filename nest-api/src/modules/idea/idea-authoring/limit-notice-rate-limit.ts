import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../infra/rate-limit/rate-limiter';

const DAY_SECONDS = 86_400;

/**
 * "The crowd is full" mails to a crowd's owners: one per user and crowd a day (Redis-shared like
 * the auth limits), however often the user presses the button.
 */
@Injectable()
export class LimitNoticeRateLimit {
  private readonly perUserAndCrowd: RateLimiterAbstract;

  constructor(@Inject(RATE_LIMITER_STORE) store: RateLimiterStore) {
    this.perUserAndCrowd = store.create('limit-notice:user-crowd', { points: 1, durationSeconds: DAY_SECONDS });
  }

  /** True the first time in a day for this user and crowd (and counts it), false after that. */
  async firstToday(userId: number, crowdId: number): Promise<boolean> {
    try {
      await this.perUserAndCrowd.consume(`${crowdId}:${userId}`);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }
}
