import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@crowd/contracts';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ValidationFailedError } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { RATE_LIMITER_STORE, type RateLimiterStore } from '../../../infra/rate-limit/rate-limiter';

/**
 * `RATE_LIMIT_SHARE_PER_RECIPIENT`: how many shared ideas one address receives from the whole
 * platform, whoever sends them (Redis-shared like the other limits), so many accounts together
 * cannot turn sharing into a mail bomb or a phishing relay aimed at one person.
 */
@Injectable()
export class ShareRecipientLimit {
  private readonly perRecipient: RateLimiterAbstract;

  constructor(@Inject(RATE_LIMITER_STORE) store: RateLimiterStore, @Inject(APP_CONFIG) config: AppConfig) {
    this.perRecipient = store.create('share:recipient', config.rateLimits.sharePerRecipient);
  }

  /**
   * Counts one mail for every address, all or none: when any address has no room left, the ones
   * counted are given back and the share is refused (422 `validation_share_recipient_limit` on
   * `emails`). Counting is atomic per address, so concurrent shares cannot pass the limit together.
   */
  async consume(emails: readonly string[]): Promise<void> {
    const counted: string[] = [];
    try {
      for (const email of emails.map(normalizeEmail)) {
        counted.push(email);
        await this.perRecipient.consume(email);
      }
    } catch (rejection) {
      // A refused consume has counted its point too.
      await Promise.all(counted.map((email) => this.perRecipient.reward(email)));
      if (rejection instanceof RateLimiterRes)
        throw ValidationFailedError.field('emails', 'validation_share_recipient_limit');
      throw rejection;
    }
  }
}
