import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { z } from 'zod';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { QueueProcessors } from '../../../infra/queue/queue-processors';
import { ChargeReconciliationService } from './charge-reconciliation.service';
import { RECONCILE_JOB, RENEW_JOB, SWEEP_JOB } from './subscription-jobs';
import { SubscriptionRenewalService } from './subscription-renewal.service';
import { SubscriptionSweepService } from './subscription-sweep.service';

const ZRenewJob = z.object({ subscriptionId: z.number().int().positive(), periodEnd: z.number().int() });

@Injectable()
export class SubscriptionRenewalProcessor implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Subscription) private readonly queue: AppJobQueue<QueueName.Subscription>,
    private readonly processors: QueueProcessors,
    private readonly sweeps: SubscriptionSweepService,
    private readonly renewals: SubscriptionRenewalService,
    private readonly reconciliation: ChargeReconciliationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, SWEEP_JOB, () => this.sweeps.sweep());
    // Job data crossed Redis: it is checked again rather than trusted to be what was sent.
    this.processors.register(this.queue, RENEW_JOB, (job) => this.renewals.renew(ZRenewJob.parse(job.data)));
    this.processors.register(this.queue, RECONCILE_JOB, () => this.reconciliation.reconcile());
  }

  /**
   * The process that runs the processors keeps the schedules (Bull keeps one for all). Charges left
   * open are reconciled on the sweep's schedule, within the provider's 24-hour key window.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.processors.enabled) return;
    const everyMs = this.config.env.SUBSCRIPTION_SWEEP_SECONDS * 1000;
    await this.queue.repeat(SWEEP_JOB, {}, everyMs);
    await this.queue.repeat(RECONCILE_JOB, {}, everyMs);
  }
}
