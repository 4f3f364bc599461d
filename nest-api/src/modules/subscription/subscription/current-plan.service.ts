import { Injectable } from '@nestjs/common';
import { PLANS, type TPlanFeatures, type TTier } from '@crowd/contracts';
import { ProcessMemo } from '../../../infra/cache/process-memo';
import { Clock } from '../../../infra/clock/clock';
import type { Subscription } from './entities/subscription.entity';
import { SubscriptionRepository } from './subscription.repository';

/** A crowd's subscriptions as the /crowds table needs them: the one in force, and whether one follows. */
export interface PlanStanding {
  current: Subscription | null;
  /** The live subscription, serving or not (past due, deactivated, awaiting payment). */
  live: Subscription | null;
  hasNext: boolean;
}

/**
 * Whether a live subscription gives its crowd its plan now (decision 027). A paid ACTIVE one
 * serves past its period end until the renewal (our sweep, or the provider's webhook) moves it on,
 * so a late renewal never cuts a paying crowd off; a trial and a cancelled one serve to their end;
 * a past-due one serves through the grace period; deactivated and incomplete ones serve nothing.
 */
function serves(subscription: Subscription, now: Date): boolean {
  if (subscription.validFrom > now) return false;
  const beforeEnd = subscription.validTo === null || subscription.validTo > now;
  switch (subscription.status) {
    case 'ACTIVE':
      return subscription.paymentProcessorId !== null || beforeEnd;
    case 'CANCELLED':
      return beforeEnd;
    case 'PAST_DUE':
      return true;
    default:
      return false;
  }
}

@Injectable()
export class CurrentPlanService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly clock: Clock,
    private readonly memo: ProcessMemo,
  ) {}

  /** The subscription in force now, if any. */
  async current(crowdId: number, now = this.clock.now()): Promise<Subscription | null> {
    const live = await this.subscriptions.liveOf(crowdId);
    return live && serves(live, now) ? live : null;
  }

  async standing(crowdId: number, now = this.clock.now()): Promise<PlanStanding> {
    const [live, next] = await Promise.all([
      this.subscriptions.liveOf(crowdId),
      this.subscriptions.scheduledOf(crowdId),
    ]);
    return { current: live && serves(live, now) ? live : null, live, hasNext: next !== null };
  }

  /**
   * The features of the plan in force; null when the crowd has no subscription now. Every call on a
   * crowd's site asks (its host, its limits), so the answer for now is kept a moment (`ProcessMemo`).
   */
  async features(crowdId: number, now?: Date): Promise<TPlanFeatures | null> {
    const read = async () => {
      const subscription = await this.current(crowdId, now ?? this.clock.now());
      return subscription ? PLANS[subscription.tier].features : null;
    };
    return now === undefined ? this.memo.get(`plan-features:${crowdId}`, read) : read();
  }

  /** The tier in force now of each of `crowdIds` that has one. */
  async tiersInForce(crowdIds: readonly number[], now = this.clock.now()): Promise<Map<number, TTier>> {
    const live = await this.subscriptions.liveOfCrowds(crowdIds);
    return new Map([...live].flatMap(([crowdId, row]) => (serves(row, now) ? [[crowdId, row.tier] as const] : [])));
  }

  /** Those of `crowdIds` with a subscription in force or a plan change waiting (spec 4, `crowdStatus`). */
  async servedOrScheduled(crowdIds: readonly number[], now = this.clock.now()): Promise<Set<number>> {
    const [inForce, scheduled] = await Promise.all([
      this.tiersInForce(crowdIds, now),
      this.subscriptions.scheduledOfCrowds(crowdIds),
    ]);
    return new Set([...inForce.keys(), ...scheduled.keys()]);
  }
}
