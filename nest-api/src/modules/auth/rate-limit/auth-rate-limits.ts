import { Inject, Injectable, Optional } from '@nestjs/common';
import { normalizeEmail } from '@crowd/contracts';
import { DomainError } from '../../../common/errors';
import { AUTH_OPTIONS, DEFAULT_AUTH_OPTIONS, type AuthOptions, type RateLimitRule } from '../auth-options';
import { RATE_LIMITER, type RateLimiter } from './rate-limiter';

/** 429 too_many_requests; the guard turns `retryAfterSeconds` into the Retry-After header. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', 'too_many_requests');
  }
}

export type RateLimitedAction = 'login' | 'register' | 'passwordReset';

/** The limits of decision 004 over the RateLimiter port. */
@Injectable()
export class AuthRateLimits {
  private readonly options: AuthOptions;

  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Optional() @Inject(AUTH_OPTIONS) options?: AuthOptions,
  ) {
    this.options = options ?? DEFAULT_AUTH_OPTIONS;
  }

  /** Counts the attempt; throws RateLimitedError when a limit of the action is exhausted. */
  async check(action: RateLimitedAction, ip: string, email: string | undefined): Promise<void> {
    const rules = this.options.rateLimits;
    const account = email === undefined ? undefined : normalizeEmail(email);
    switch (action) {
      case 'login':
        await this.count(`login:ip:${ip}`, rules.loginPerIp);
        if (account) await this.ensureBelow(`login:fail:${account}`, rules.loginFailuresPerAccount);
        return;
      case 'register':
        await this.count(`register:ip:${ip}`, rules.registerPerIp);
        return;
      case 'passwordReset':
        await this.count(`reset:ip:${ip}`, rules.resetPerIp);
        if (account) await this.count(`reset:account:${account}`, rules.resetPerAccount);
        return;
    }
  }

  /** A wrong password (or an unknown account) for this e-mail. */
  async recordLoginFailure(email: string): Promise<void> {
    await this.limiter.hit(
      `login:fail:${normalizeEmail(email)}`,
      this.options.rateLimits.loginFailuresPerAccount.windowMs,
    );
  }

  private async count(key: string, rule: RateLimitRule): Promise<void> {
    const window = await this.limiter.hit(key, rule.windowMs);
    if (window.count > rule.limit) throw new RateLimitedError(Math.max(1, Math.ceil(window.resetInMs / 1000)));
  }

  private async ensureBelow(key: string, rule: RateLimitRule): Promise<void> {
    const window = await this.limiter.peek(key);
    if (window.count >= rule.limit) throw new RateLimitedError(Math.max(1, Math.ceil(window.resetInMs / 1000)));
  }
}
