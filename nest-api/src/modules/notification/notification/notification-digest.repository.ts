import { Injectable } from '@nestjs/common';
import { isDuplicateKeyError } from '../../../common/duplicate-key';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { NotificationDigest } from './entities/notification-digest.entity';

/** The digests sent, one per user and period (decision 036). */
@Injectable()
export class NotificationDigestRepository extends TransactionalRepository {
  private get digests() {
    return this.manager.getRepository(NotificationDigest);
  }

  async wasSent(userId: number, period: string): Promise<boolean> {
    return (await this.digests.countBy({ userId, period })) > 0;
  }

  /**
   * Records the period's digest as sent; false when it already was. Inside a transaction a
   * concurrent claim of the same pair waits for this one's outcome on the unique index.
   */
  async claim(userId: number, period: string, itemCount: number, createdAt: Date): Promise<boolean> {
    try {
      await this.digests.insert({ userId, period, itemCount, createdAt });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Forgets which digests the user was sent (the account is being erased). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.digests.delete({ userId });
  }
}
