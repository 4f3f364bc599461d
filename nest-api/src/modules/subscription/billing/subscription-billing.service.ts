import { Injectable } from '@nestjs/common';
import type {
  TCancelSubscriptionResponse,
  TCreateSubscriptionRequest,
  TCreateSubscriptionResponse,
  TCrowdSubscription,
  TSubscriptionsResponse,
} from '@crowd/contracts';
import type { RequestUser } from '../../../common/http/request-user';
import { Clock } from '../../../infra/clock/clock';
import { CrowdMemberRepository } from '../../crowd/crowd/crowd-member.repository';
import { CreditCardsService } from '../payments/cards/credit-cards.service';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { toCrowdSubscriptionView } from '../subscription/subscription-view';
import { PlanChangeService } from './plan-change.service';
import { SubscriptionCheckoutService } from './subscription-checkout.service';
import { SubscriptionTrialService } from './subscription-trial.service';

/**
 * The subscription tab's calls (spec 2, section 4; decision 027): what a crowd's subscription is,
 * and each request handed to the service whose one job it is: the trial
 * (SubscriptionTrialService), a paid request (SubscriptionCheckoutService: charges and plan
 * changes), cancelling (PlanChangeService). Each answers with the subscription as it then is.
 */
@Injectable()
export class SubscriptionBillingService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly members: CrowdMemberRepository,
    private readonly cards: CreditCardsService,
    private readonly trials: SubscriptionTrialService,
    private readonly checkout: SubscriptionCheckoutService,
    private readonly planChanges: PlanChangeService,
    private readonly clock: Clock,
  ) {}

  async get(crowdId: number): Promise<TCrowdSubscription> {
    const [live, next] = await Promise.all([
      this.subscriptions.liveOf(crowdId),
      this.subscriptions.scheduledOf(crowdId),
    ]);
    return toCrowdSubscriptionView(live, next, this.clock.now());
  }

  /** GET /subscription: every crowd the user administers. */
  async listForAdmin(userId: number): Promise<TSubscriptionsResponse> {
    const crowdIds = (await this.members.activeRolesOf(userId))
      .filter((member) => member.role === 'CROWD_ADMIN')
      .map((member) => member.crowdId);
    const [live, next] = await Promise.all([
      this.subscriptions.liveOfCrowds(crowdIds),
      this.subscriptions.scheduledOfCrowds(crowdIds),
    ]);
    const now = this.clock.now();
    return Object.fromEntries(
      crowdIds.map((id) => [String(id), toCrowdSubscriptionView(live.get(id) ?? null, next.get(id) ?? null, now)]),
    );
  }

  /** A refused card is 402 and changes nothing (no subscription, no card saved). */
  async create(user: RequestUser, request: TCreateSubscriptionRequest): Promise<TCreateSubscriptionResponse> {
    const { crowdId, requestedTier } = request;
    const outcome =
      requestedTier === 0
        ? await this.trials.start(user.id, crowdId)
        : await this.checkout.subscribe(
            user.id,
            crowdId,
            requestedTier,
            // Before any lock: attaching a card asks the provider, and may make the user's customer first.
            await this.cards.attach(user.id, request.paymentMethodId ?? ''),
          );
    return { ...(await this.get(crowdId)), ...outcome };
  }

  async cancel(crowdId: number): Promise<TCancelSubscriptionResponse> {
    await this.planChanges.cancel(crowdId);
    return { ...(await this.get(crowdId)), message: 'subscription_cancelled' };
  }
}
