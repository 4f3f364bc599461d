import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PLANS, type TPlanFeatures } from '@crowd/contracts';
import { IsNull, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { Subscription } from './entities/subscription.entity';

/** Statuses under which a crowd keeps its plan's features (past due still serves until deactivation). */
const SERVING_STATUSES = ['ACTIVE', 'PAST_DUE'] as const;

@Injectable()
export class CurrentPlanService {
  constructor(@InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>) {}

  /** The subscription in force now: started, not ended, and active or past due. */
  async current(crowdId: number, now = new Date()): Promise<Subscription | null> {
    return this.subscriptions.findOne({
      where: SERVING_STATUSES.flatMap((status) => [
        { crowdId, status, validFrom: LessThanOrEqual(now), validTo: MoreThan(now) },
        { crowdId, status, validFrom: LessThanOrEqual(now), validTo: IsNull() },
      ]),
      order: { validFrom: 'DESC' },
    });
  }

  /** The features of the plan in force; null when the crowd has no subscription now. */
  async features(crowdId: number, now = new Date()): Promise<TPlanFeatures | null> {
    const subscription = await this.current(crowdId, now);
    return subscription ? PLANS[subscription.tier].features : null;
  }
}
