import { Injectable } from '@nestjs/common';
import type { TSubscriptionStatus } from '@crowd/contracts';
import { IsNull, LessThanOrEqual, MoreThan } from 'typeorm';
import { TransactionalRepository } from '../../infra/database/unit-of-work';
import { Subscription } from './entities/subscription.entity';

@Injectable()
export class SubscriptionRepository extends TransactionalRepository {
  /** The latest-starting subscription of the crowd in one of `statuses` that covers `at`. */
  findCovering(crowdId: number, statuses: readonly TSubscriptionStatus[], at: Date): Promise<Subscription | null> {
    return this.manager.getRepository(Subscription).findOne({
      where: statuses.flatMap((status) => [
        { crowdId, status, validFrom: LessThanOrEqual(at), validTo: MoreThan(at) },
        { crowdId, status, validFrom: LessThanOrEqual(at), validTo: IsNull() },
      ]),
      order: { validFrom: 'DESC' },
    });
  }

  /** Whether the crowd has a subscription in one of `statuses` that starts after `at`. */
  existsStartingAfter(crowdId: number, statuses: readonly TSubscriptionStatus[], at: Date): Promise<boolean> {
    return this.manager.getRepository(Subscription).exists({
      where: statuses.map((status) => ({ crowdId, status, validFrom: MoreThan(at) })),
    });
  }
}
