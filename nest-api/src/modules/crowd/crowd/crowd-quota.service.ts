import { Inject, Injectable } from '@nestjs/common';
import { ValidationFailedError } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { SubscriptionRepository } from '../../subscription/subscription/subscription.repository';
import { UserRepository } from '../../auth/user/user.repository';
import { CrowdRepository } from './crowd.repository';

/**
 * `CROWDS_WITHOUT_SUBSCRIPTION_MAX`: how many crowds that never had a subscription one account may
 * own. Such a crowd costs nothing and notifies its owner, so without a cap one account could make
 * thousands; its owner may delete one to make room (DELETE /crowd/{crowdId}).
 */
@Injectable()
export class CrowdQuotaService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly subscriptions: SubscriptionRepository,
    private readonly users: UserRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Call in the transaction that creates the crowd: holds the owner's row (as billing does) so two
   * creations by one account take turns and cannot both pass the count; 422
   * `crowd_unsubscribed_limit_reached` when the account has no room.
   */
  async reserve(ownerId: number): Promise<void> {
    await this.users.lockForUpdate(ownerId);
    const owned = await this.crowds.idsOwnedBy(ownerId);
    const subscribed = await this.subscriptions.crowdIdsWithAny(owned);
    if (owned.length - subscribed.size >= this.config.env.CROWDS_WITHOUT_SUBSCRIPTION_MAX)
      throw ValidationFailedError.field('crowd', 'crowd_unsubscribed_limit_reached');
  }

  /** Those of `crowdIds` that never had a subscription. */
  async neverSubscribed(crowdIds: readonly number[]): Promise<Set<number>> {
    const subscribed = await this.subscriptions.crowdIdsWithAny(crowdIds);
    return new Set(crowdIds.filter((id) => !subscribed.has(id)));
  }
}
