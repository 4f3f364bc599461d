import { Injectable } from '@nestjs/common';
import type { TTier } from '@crowd/contracts';
import { notFound } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import type { AttachedCard } from '../payments/payment-provider';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import type { Settled } from './charge-outcome.service';
import { ChargeService } from './charge.service';
import type { ChargeIntent } from './entities/charge-intent.entity';
import { PlanChangeService } from './plan-change.service';
import { PendingNotices } from './subscription-notices';
import { paymentFailed, tierInvalid, type Outcome } from './subscription-answers';
import { standingOf } from './subscription-standing';

/** What the crowd's transaction decided: answered at once, or a charge to settle after it. */
type Step = { answered: Outcome } | { intent: ChargeIntent; ownAttempt: boolean };

/**
 * A paid POST /subscription (decision 027). In one transaction holding the crowd's row, where its
 * subscription stands decides: nothing paid (or a trial) starts a paid one and arrears are paid,
 * both by a charge recorded there and made after it commits (ChargeService); an active paid one
 * schedules a plan change, a cancelled one resumes (PlanChangeService). A charge the crowd still
 * has open (a request that stopped after the provider may have charged) is settled first: when
 * it was for this tier, it is this request's answer, so a retry charges once.
 */
@Injectable()
export class SubscriptionCheckoutService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly charges: ChargeService,
    private readonly planChanges: PlanChangeService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** `card` is attached (not saved) before any lock: the provider is never asked while the crowd's row is held. */
  async subscribe(userId: number, crowdId: number, tier: TTier, card: AttachedCard): Promise<Outcome> {
    const notices = new PendingNotices();
    const step = await this.tx.withTransaction(async (): Promise<Step> => {
      await this.crowds.lockForUpdate(crowdId);
      const crowd = await this.crowds.findById(crowdId);
      if (!crowd) throw notFound('crowd_does_not_exist');
      const pending = await this.charges.pendingOf(crowd.id);
      if (pending) return { intent: pending, ownAttempt: false };
      const standing = standingOf(await this.subscriptions.liveOf(crowd.id), this.clock.now());
      switch (standing.kind) {
        case 'paid':
          return { answered: await this.planChanges.change(userId, standing.live, tier, card, notices) };
        case 'cancelled':
          return { answered: await this.planChanges.resume(userId, standing.live, tier, card, notices) };
        case 'unpaid':
          if (tier !== standing.live.tier) throw tierInvalid('validation_subscription_tier');
          return { intent: await this.charges.open(crowd.id, tier, userId, card, standing.live), ownAttempt: true };
        default:
          return { intent: await this.charges.open(crowd.id, tier, userId, card, null), ownAttempt: true };
      }
    });
    if ('answered' in step) {
      await notices.send((event) => this.notifications.notify(event));
      return step.answered;
    }
    if (step.ownAttempt) return this.answerOf(step.intent, await this.charges.settle(step.intent, card));
    // An earlier attempt's charge, under its own key and card: when it went through for this tier it
    // answers this request; otherwise (refused, another tier) the request goes on from what it left.
    const earlier = await this.charges.settle(step.intent);
    if (earlier.status === 'DONE' && step.intent.tier === tier) return this.answerOf(step.intent, earlier);
    return this.subscribe(userId, crowdId, tier, card);
  }

  private answerOf(intent: ChargeIntent, settled: Settled): Outcome {
    if (settled.status !== 'DONE') throw paymentFailed();
    const message = intent.subscriptionId === null ? 'subscription_created' : 'subscription_renewed';
    return settled.paymentAction ? { message, paymentAction: settled.paymentAction } : { message };
  }
}
