import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { QueueProcessors } from '../../../infra/queue/queue-processors';
import { DIGEST_JOB } from './digest-job';
import { DigestSweepService } from './digest-sweep.service';

@Injectable()
export class DigestProcessor implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @InjectQueue(QueueName.Notification) private readonly queue: AppJobQueue<QueueName.Notification>,
    private readonly processors: QueueProcessors,
    private readonly sweep: DigestSweepService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, DIGEST_JOB, async () => {
      await this.sweep.sweep();
    });
  }

  /** The process that runs the processors keeps the sweep's schedule (Bull keeps one for all). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.processors.enabled) return;
    await this.queue.repeat(DIGEST_JOB, {}, this.config.env.DIGEST_SWEEP_SECONDS * 1000);
  }
}
