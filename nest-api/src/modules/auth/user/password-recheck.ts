import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { ensureBelowLimit } from '../../../infra/rate-limit/rate-limited';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../infra/rate-limit/rate-limiter';
import { verifyPassword } from '../auth/password-hasher';

/**
 * A signed-in user's password asked again (changing it, erasing the account): wrong answers per
 * account are capped (`RATE_LIMIT_PASSWORD_RECHECK`), so a session left open somewhere cannot be
 * used to guess the password behind it. The cap is per account, not per address: only the
 * account's own sessions reach these routes. A right answer clears the count.
 */
@Injectable()
export class PasswordRecheck {
  private readonly wrongAnswers: RateLimiterAbstract;

  constructor(@Inject(RATE_LIMITER_STORE) store: RateLimiterStore, @Inject(APP_CONFIG) config: AppConfig) {
    this.wrongAnswers = store.create('password:recheck', config.env.RATE_LIMIT_PASSWORD_RECHECK);
  }

  /** Whether `password` is the account's; 429 without checking once the wrong answers are used up. */
  async matches(userId: number, passwordHash: string | null, password: string): Promise<boolean> {
    const key = String(userId);
    await ensureBelowLimit(this.wrongAnswers, key);
    const matches = passwordHash !== null && (await verifyPassword(passwordHash, password));
    if (matches) await this.wrongAnswers.delete(key);
    else await this.wrongAnswers.penalty(key);
    return matches;
  }
}
