import { Injectable } from '@nestjs/common';
import { PLANS, type TPlanFeatures } from '@crowd/contracts';
import { Clock } from '../../infra/clock/clock';
import type { Subscription } from './entities/subscription.entity';
import { SubscriptionRepository } from './subscription.repository';

/** Statuses under which a crowd keeps its plan's features (past due still serves until deactivation). */
const SERVING_STATUSES = ['ACTIVE', 'PAST_DUE'] as const;
/** Statuses of a subscription that will take over when the one in force ends. */
const UPCOMING_STATUSES = ['ACTIVE', 'SCHEDULED'] as const;

/** A crowd's subscriptions as the /crowds table needs them: the one in force, and whether one follows. */
export interface PlanStanding {
  current: Subscription | null;
  hasNext: boolean;
}

@Injectable()
export class CurrentPlanService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
  ) {}

  /** The subscription in force now: started, not ended, and active or past due. */
  current(crowdId: number, now = this.clock.now()): Promise<Subscription | null> {
    return this.subscriptions.findCovering(crowdId, SERVING_STATUSES, now);
  }

  async standing(crowdId: number, now = this.clock.now()): Promise<PlanStanding> {
    const [current, hasNext] = await Promise.all([
      this.current(crowdId, now),
      this.subscriptions.existsStartingAfter(crowdId, UPCOMING_STATUSES, now),
    ]);
    return { current, hasNext };
  }

  /** The features of the plan in force; null when the crowd has no subscription now. */
  async features(crowdId: number, now = this.clock.now()): Promise<TPlanFeatures | null> {
    const subscription = await this.current(crowdId, now);
    return subscription ? PLANS[subscription.tier].features : null;
  }
}
