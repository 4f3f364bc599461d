import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { QueueProcessors } from '../../../infra/queue/queue-processors';
import { RECHECK_JOB } from './crowd-domain-jobs';
import { CrowdDomainService } from './crowd-domain.service';

@Injectable()
export class CrowdDomainProcessor implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Domain) private readonly queue: AppJobQueue<QueueName.Domain>,
    private readonly processors: QueueProcessors,
    private readonly domains: CrowdDomainService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, RECHECK_JOB, () => this.domains.recheckAll());
  }

  /** The process that runs the processors keeps the re-check's schedule (Bull keeps one for all). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.processors.enabled) return;
    await this.queue.repeat(RECHECK_JOB, {}, this.config.env.DOMAIN_RECHECK_SECONDS * 1000);
  }
}
