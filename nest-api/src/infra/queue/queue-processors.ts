import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { IdempotentHandlers } from './idempotent-handler';
import type { JobData, JobHandler, JobQueue } from './job-queue';

/**
 * Processors register here, never on a queue directly, so one switch decides where they run:
 * in the worker process, or in the api process on the embedded default.
 */
@Injectable()
export class QueueProcessors {
  private readonly logger = new Logger(QueueProcessors.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly idempotent: IdempotentHandlers,
  ) {}

  get enabled(): boolean {
    return this.config.runQueueProcessors;
  }

  register<T extends JobData>(queue: JobQueue, name: string, handler: JobHandler<T>): void {
    if (!this.enabled) return;
    queue.process(name, this.idempotent.wrap(handler));
    this.logger.debug(`processing ${queue.queueName}/${name}`);
  }
}
