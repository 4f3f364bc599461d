import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { SessionService } from '../auth/session/session.service';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { FilesService } from '../../../infra/files/files.service';
import type { User } from '../user/entities/user.entity';
import { UserRepository } from '../user/user.repository';
import { UserTokenService } from '../user-token/user-token.service';
import { AccountActivityErasure } from './account-activity-erasure';
import { AccountHoldingsErasure } from './account-holdings-erasure';

/**
 * Erasing an account at once (decision 034). One transaction, each module erasing its own rows:
 * sessions revoked, tokens, memberships, saved cards, data exports, notifications gone, the user row stripped of
 * everything that names the person (its e-mail is free again), what they wrote kept by nobody or
 * deleted. Files and the payment provider follow once it commits.
 */
@Injectable()
export class AccountErasureService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
    private readonly tokens: UserTokenService,
    private readonly crowds: CrowdRepository,
    private readonly activity: AccountActivityErasure,
    private readonly holdings: AccountHoldingsErasure,
    private readonly files: FilesService,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
    private readonly clock: Clock,
  ) {}

  /**
   * 409 `account_erase_owns_crowds` with the crowds (id, name) while the user owns any: a crowd
   * has to be handed to another admin or closed first, it is not left without an owner.
   */
  async assertOwnsNoCrowd(userId: number): Promise<void> {
    const owned = await this.crowds.ownedBy(userId);
    if (owned.length > 0) {
      throw new DomainError('conflict', 'account_erase_owns_crowds', {
        crowds: owned.map((crowd) => ({ id: crowd.id, name: crowd.title })),
      });
    }
  }

  /**
   * Erases the live account `userId`, after `check` passed on its row as the transaction holds it
   * (a password, a link); false when the account is erased already.
   */
  async erase(userId: number, removeContent: boolean, check: (locked: User) => Promise<void>): Promise<boolean> {
    const done = await this.tx.withTransaction(async () => {
      await this.users.lockForUpdate(userId);
      const user = await this.users.findLiveById(userId);
      if (!user) return null;
      await check(user);
      await this.assertOwnsNoCrowd(userId);
      await this.sessions.revokeAllOfUser(userId);
      await this.tokens.discardAllOf(userId);
      const removed = await this.activity.erase(userId, removeContent);
      const holdings = await this.holdings.erase(userId);
      await this.files.forgetOwner(userId);
      await this.users.erase(userId, this.clock.now());
      return { avatarImageId: user.avatarImageId, removed, holdings };
    });
    if (!done) return false;
    if (done.avatarImageId !== null) await this.files.discardOwnAvatar(done.avatarImageId, userId);
    await this.activity.discardFiles(done.removed);
    await this.holdings.discard(done.holdings);
    return true;
  }
}
