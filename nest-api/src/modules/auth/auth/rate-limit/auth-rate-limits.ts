import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@crowd/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppConfig } from '../../../../infra/config/config';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import { LoginThrottle, pairKey } from './login-throttle';
import { consumeOrLimit } from '../../../../infra/rate-limit/rate-limited';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../../infra/rate-limit/rate-limiter';

export type RateLimitedAction = 'login' | 'register' | 'passwordReset';

/**
 * The limits of decision 004. Reset mails are spaced per account rather than capped, so a
 * stranger asking for the owner's link delays the owner's own request by one spacing at most
 * (and the stranger's request mails the owner a working link anyway).
 */
@Injectable()
export class AuthRateLimits {
  private readonly login: LoginThrottle;
  private readonly registerPerAddress: RateLimiterAbstract;
  private readonly resetPerAddress: RateLimiterAbstract;
  private readonly resetPerAccountAddress: RateLimiterAbstract;
  private readonly resetPerAccount: RateLimiterAbstract;

  constructor(@Inject(RATE_LIMITER_STORE) store: RateLimiterStore, @Inject(APP_CONFIG) config: AppConfig) {
    const rules = config.rateLimits;
    this.login = new LoginThrottle(store, rules);
    this.registerPerAddress = store.create('register:address', rules.registerPerAddress);
    this.resetPerAddress = store.create('reset:address', rules.resetPerAddress);
    this.resetPerAccountAddress = store.create('reset:pair', rules.resetPerAccountAddress);
    this.resetPerAccount = store.create('reset:account', rules.resetPerAccount);
  }

  /** Counts the attempt; throws RateLimitedError when a limit of the action is exhausted. */
  async check(action: RateLimitedAction, address: string, email: string | undefined): Promise<void> {
    const account = email === undefined ? undefined : normalizeEmail(email);
    switch (action) {
      case 'login':
        return this.login.check(address, account);
      case 'register':
        return consumeOrLimit(this.registerPerAddress, address);
      case 'passwordReset':
        await consumeOrLimit(this.resetPerAddress, address);
        if (account === undefined) return;
        await consumeOrLimit(this.resetPerAccountAddress, pairKey(address, account));
        await consumeOrLimit(this.resetPerAccount, account);
        return;
    }
  }

  /** A wrong password (or an unknown account) for this e-mail from this address. */
  recordLoginFailure(address: string, email: string): Promise<void> {
    return this.login.recordFailure(address, normalizeEmail(email));
  }

  /** The address proved the account's password, or its mailbox by a reset link. */
  recordProof(address: string, email: string): Promise<void> {
    return this.login.recordSuccess(address, normalizeEmail(email));
  }
}
