import { Injectable } from '@nestjs/common';
import { CreditCardsService } from '../../subscription/payments/cards/credit-cards.service';
import { UserExportService } from '../user-export/user-export.service';

/** What an erased account holds outside the database that has to go once the erasure commits. */
export interface ErasedHoldings {
  /** Saved cards' provider ids, to detach at the payment provider. */
  cards: string[];
  /** Stored zips of "Download my data" (decision 033). */
  exports: string[];
}

/**
 * An erased account's saved cards and data exports (decision 034): their rows go in the erasure's
 * transaction, the provider's cards and the stored zips after it commits.
 */
@Injectable()
export class AccountHoldingsErasure {
  constructor(
    private readonly cards: CreditCardsService,
    private readonly exports: UserExportService,
  ) {}

  async erase(userId: number): Promise<ErasedHoldings> {
    return { cards: await this.cards.forgetAll(userId), exports: await this.exports.forgetAll(userId) };
  }

  async discard(holdings: ErasedHoldings): Promise<void> {
    await this.exports.discard(holdings.exports);
    await this.cards.detachAll(holdings.cards);
  }
}
