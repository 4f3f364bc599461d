import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectQueue, JOB_ATTEMPTS } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { QueueProcessors } from '../../../infra/queue/queue-processors';
import { BUILD_JOB } from './user-export-jobs';
import { UserExportBuilder } from './user-export.builder';

@Injectable()
export class UserExportProcessor implements OnModuleInit {
  constructor(
    @InjectQueue(QueueName.UserExport) private readonly queue: AppJobQueue<QueueName.UserExport>,
    private readonly processors: QueueProcessors,
    private readonly builder: UserExportBuilder,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, BUILD_JOB, async (job) => {
      try {
        await this.builder.build(job.data.exportId);
      } catch (error) {
        // The last attempt marks the export failed, so the user's next ask queues a new one.
        if (job.attempt >= JOB_ATTEMPTS) await this.builder.giveUp(job.data.exportId);
        throw error;
      }
    });
  }
}
