import { Inject, Injectable } from '@nestjs/common';
import { notFound } from '../../../common/errors';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { toUserView } from '../../auth/user/user-view';
import { UserRepository } from '../../auth/user/user.repository';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import { tierInvalid, type Outcome } from './subscription-answers';
import { standingOf } from './subscription-standing';
import { endLive, planFields } from './subscription-transitions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Tier 0 (decision 027): once per crowd and per user (both must be eligible), no payment, TRIAL_DAYS long. */
@Injectable()
export class SubscriptionTrialService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly users: UserRepository,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The answer carries the user, who is no longer trial-eligible. */
  async start(userId: number, crowdId: number): Promise<Outcome> {
    const notices = new PendingNotices();
    await this.tx.withTransaction(async () => {
      // The user row before the crowd row, in the order foreign-key checks take them.
      await this.users.lockForUpdate(userId);
      await this.crowds.lockForUpdate(crowdId);
      const crowd = await this.crowds.findById(crowdId);
      if (!crowd) throw notFound('crowd_does_not_exist');
      const now = this.clock.now();
      const standing = standingOf(await this.subscriptions.liveOf(crowd.id), now);
      if (standing.kind === 'trial') throw tierInvalid('validation_subscription_same_tier');
      const payer = await this.users.findLiveById(userId);
      if (standing.kind !== 'none' || !crowd.trialEligible || !payer?.trialEligible) {
        throw tierInvalid('validation_subscription_trial_not_eligible');
      }
      await endLive(this.subscriptions, standing.live, now);
      const trial = await this.subscriptions.insert({
        crowdId: crowd.id,
        ...planFields(0),
        status: 'ACTIVE',
        validFrom: now,
        validTo: new Date(now.getTime() + this.config.env.TRIAL_DAYS * DAY_MS),
        paymentProcessorId: null,
        paymentMethodId: null,
        billingDay: null,
      });
      await this.crowds.useUpTrial(crowd.id);
      await this.users.useUpTrial(userId);
      notices.add(subscriptionNotice('crowdSubscriptionActivated', trial, trial.validTo ?? now, now));
    });
    await notices.send((event) => this.notifications.notify(event));
    const user = await this.users.findLiveById(userId);
    return { message: 'subscription_created', ...(user ? { user: toUserView(user) } : {}) };
  }
}
