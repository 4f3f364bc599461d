import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { consumeOrLimit } from '../../../infra/rate-limit/rate-limited';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../infra/rate-limit/rate-limiter';

/** `RATE_LIMIT_SHARE_PER_USER`: share e-mails per user, each address one point (Redis-shared like the auth limits). */
@Injectable()
export class ShareRateLimit {
  private readonly perUser: RateLimiterAbstract;

  constructor(@Inject(RATE_LIMITER_STORE) store: RateLimiterStore, @Inject(APP_CONFIG) config: AppConfig) {
    this.perUser = store.create('share:user', config.rateLimits.sharePerUser);
  }

  /** Throws RateLimitedError (429) when the user has no room left for `emailCount` more mails. */
  consume(userId: number, emailCount: number): Promise<void> {
    return consumeOrLimit(this.perUser, String(userId), emailCount);
  }
}
