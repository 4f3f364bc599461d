import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitSettings } from '../../../../infra/config/config';
import { consumeOrLimit, ensureBelowLimit } from '../../../../infra/rate-limit/rate-limited';
import type { RateLimiterStore } from '../../../../infra/rate-limit/rate-limiter';

const DAY_SECONDS = 86_400;

/** An address never contains `|`, so the pair key is unambiguous whatever the e-mail holds. */
export const pairKey = (address: string, account: string): string => `${address}|${account}`;

/**
 * Password guessing (decision 004 "Rate limits"). A stranger must not be able to lock the owner
 * out, so what an address may do depends on whether it has proven the account's password (or
 * mailbox) lately:
 * - every address: sign-in attempts per address, generous for a company behind one NAT address;
 * - per account and address: a few free consecutive failures, then each further failure makes
 *   the next try wait, the wait doubling up to a maximum; a success forgets them;
 * - addresses not known for the account: failures per address across accounts (spraying) and
 *   failures per account across addresses (a botnet) — neither stops the owner's known address.
 */
export class LoginThrottle {
  private readonly attemptsPerAddress: RateLimiterAbstract;
  private readonly failuresPerAddress: RateLimiterAbstract;
  private readonly failuresPerAccount: RateLimiterAbstract;
  private readonly consecutiveFailures: RateLimiterAbstract;
  private readonly delays: RateLimiterAbstract;
  private readonly knownAddresses: RateLimiterAbstract;

  constructor(
    store: RateLimiterStore,
    private readonly settings: RateLimitSettings,
  ) {
    this.attemptsPerAddress = store.create('login:address', settings.loginPerAddress);
    this.failuresPerAddress = store.create('login:fail:address', settings.loginFailuresPerAddress);
    this.failuresPerAccount = store.create('login:fail:account', settings.loginFailuresPerAccount);
    // Points are the free failures; the count goes on past them and sets the delay.
    this.consecutiveFailures = store.create('login:fail:pair', {
      points: settings.loginFreeFailures,
      durationSeconds: DAY_SECONDS,
    });
    this.delays = store.create('login:delay', { points: 1, durationSeconds: settings.loginDelayMaxSeconds });
    this.knownAddresses = store.create('login:known', { points: 1, durationSeconds: settings.knownAddressSeconds });
  }

  /** Before an attempt: throws RateLimitedError when this address may not try (this account) now. */
  async check(address: string, account: string | undefined): Promise<void> {
    await consumeOrLimit(this.attemptsPerAddress, address);
    if (account === undefined) {
      await ensureBelowLimit(this.failuresPerAddress, address);
      return;
    }
    const pair = pairKey(address, account);
    await ensureBelowLimit(this.delays, pair);
    if (await this.isKnown(pair)) return;
    await ensureBelowLimit(this.failuresPerAddress, address);
    await ensureBelowLimit(this.failuresPerAccount, account);
  }

  /** A wrong password, or an account that does not exist (counted alike, so neither shows). */
  async recordFailure(address: string, account: string): Promise<void> {
    const pair = pairKey(address, account);
    await this.failuresPerAddress.penalty(address);
    if (!(await this.isKnown(pair))) await this.failuresPerAccount.penalty(account);
    const { consumedPoints } = await this.consecutiveFailures.penalty(pair);
    const delayed = consumedPoints - this.settings.loginFreeFailures;
    if (delayed > 0) await this.delays.block(pair, this.delaySeconds(delayed));
  }

  /** The address proved the password (or the mailbox): its failures go, and it is known. */
  async recordSuccess(address: string, account: string): Promise<void> {
    const pair = pairKey(address, account);
    await Promise.all([this.consecutiveFailures.delete(pair), this.delays.delete(pair)]);
    await this.knownAddresses.set(pair, 1, this.settings.knownAddressSeconds);
  }

  private async isKnown(pair: string): Promise<boolean> {
    return (await this.knownAddresses.get(pair)) !== null;
  }

  private delaySeconds(delayedFailures: number): number {
    const doubled = this.settings.loginDelaySeconds * 2 ** Math.min(delayedFailures - 1, 30);
    return Math.min(doubled, this.settings.loginDelayMaxSeconds);
  }
}
