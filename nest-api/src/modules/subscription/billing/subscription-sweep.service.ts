import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { TransactionHost, type TransactionalAdapterTypeOrm } from '../../../infra/database/unit-of-work';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { CrowdRepository } from '../../crowd/crowd/crowd.repository';
import { NotificationsService } from '../../notification/notification/notifications.service';
import { PaymentProvider } from '../payments/payment-provider';
import type { Subscription } from '../subscription/entities/subscription.entity';
import { SubscriptionRepository } from '../subscription/subscription.repository';
import { PendingNotices, subscriptionNotice } from './subscription-notices';
import { RENEW_JOB, type RenewJob } from './subscription-jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unconfirmed (3-D Secure) start is given up after a day, as Stripe expires it. */
const INCOMPLETE_FOR_MS = DAY_MS;

const renewJobId = (job: RenewJob): string => `renew:${job.subscriptionId}:${job.periodEnd}`;

/**
 * The `subscription` queue's periodic sweep (decision 027): it finds what is due and queues one
 * renewal per subscription and period (SubscriptionRenewalService); past due beyond
 * PAST_DUE_GRACE_DAYS deactivates the crowd; cancelled and abandoned subscriptions end.
 */
@Injectable()
export class SubscriptionSweepService {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly crowds: CrowdRepository,
    private readonly provider: PaymentProvider,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: TransactionHost<TransactionalAdapterTypeOrm>,
    @InjectQueue(QueueName.Subscription) private readonly queue: AppJobQueue<QueueName.Subscription>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sweep(): Promise<void> {
    const now = this.clock.now();
    for (const due of await this.subscriptions.findDue('ACTIVE', 'validTo', now)) {
      // Stripe renews by itself; its webhook moves the subscription on.
      if (due.paymentProcessorId !== null && !this.provider.chargesRenewals) continue;
      const job: RenewJob = { subscriptionId: due.id, periodEnd: (due.validTo ?? now).getTime() };
      await this.queue.add(RENEW_JOB, job, { jobId: renewJobId(job) });
    }
    const graceStart = new Date(now.getTime() - this.config.env.PAST_DUE_GRACE_DAYS * DAY_MS);
    for (const pastDue of await this.subscriptions.findDue('PAST_DUE', 'pastDueSince', graceStart)) {
      await this.deactivate(pastDue.id);
    }
    for (const cancelled of await this.subscriptions.findDue('CANCELLED', 'validTo', now)) {
      await this.endIf(cancelled, 'CANCELLED');
    }
    const abandonedBefore = new Date(now.getTime() - INCOMPLETE_FOR_MS);
    for (const incomplete of await this.subscriptions.findDue('INCOMPLETE', 'validFrom', abandonedBefore)) {
      await this.endIf(incomplete, 'INCOMPLETE');
    }
  }

  /** Past due beyond the grace period: the crowd is temporarily deactivated until it is paid. */
  private async deactivate(subscriptionId: number): Promise<void> {
    const notices = new PendingNotices();
    const found = await this.subscriptions.findById(subscriptionId);
    if (!found) return;
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(found.crowdId);
      const row = await this.subscriptions.findById(subscriptionId);
      if (!row || row.status !== 'PAST_DUE') return;
      const now = this.clock.now();
      await this.subscriptions.update(row, { status: 'DEACTIVATED' });
      await this.crowds.setActive(row.crowdId, false);
      notices.add(
        subscriptionNotice('crowdSubscriptionPastDueTemporarilyDeactivated', row, now, row.pastDueSince ?? now),
      );
    });
    await notices.send((event) => this.notifications.notify(event));
  }

  private async endIf(subscription: Subscription, status: 'CANCELLED' | 'INCOMPLETE'): Promise<void> {
    await this.tx.withTransaction(async () => {
      await this.crowds.lockForUpdate(subscription.crowdId);
      const row = await this.subscriptions.findById(subscription.id);
      if (row?.status === status) await this.subscriptions.update(row, { status: 'ENDED' });
    });
  }
}
