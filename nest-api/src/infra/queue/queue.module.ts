import { Global, Inject, Injectable, Logger, Module, type OnModuleDestroy, type Provider } from '@nestjs/common';
import { settleWithin } from '../../common/settle-within';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { BullJobQueue } from './bull-job-queue';
import { IdempotentHandlers } from './idempotent-handler';
import { InProcessJobQueue } from './in-process-job-queue';
import { ALL_QUEUES, queueToken, type JobPayloadMap, type JobQueue } from './job-queue';
import { QueueHeartbeat } from './queue-heartbeat';
import { QueueMonitor } from './queue-monitor';
import { QUEUE_NAMES } from './queue-name';
import { QueueProcessors } from './queue-processors';
import { QUEUE_RUNTIME_OPTIONS, type QueueRuntimeOptions } from './queue-runtime-options';

const queueProviders: Provider[] = QUEUE_NAMES.map((name) => ({
  provide: queueToken(name),
  inject: [APP_CONFIG, QUEUE_RUNTIME_OPTIONS],
  useFactory: (config: AppConfig, options: QueueRuntimeOptions): JobQueue<JobPayloadMap> =>
    config.redisUrl
      ? new BullJobQueue(name, { url: config.redisUrl, prefix: config.env.QUEUE_PREFIX }, options)
      : new InProcessJobQueue(name, options),
}));

/**
 * Closes the queues before the database goes away, waiting for running jobs up to
 * SHUTDOWN_TIMEOUT_MS; Bull hands a job cut short to another worker once its lock expires.
 */
@Injectable()
class QueueShutdown implements OnModuleDestroy {
  private readonly logger = new Logger('QueueShutdown');

  constructor(
    @Inject(ALL_QUEUES) private readonly queues: readonly JobQueue<JobPayloadMap>[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleDestroy(): Promise<void> {
    const closed = Promise.all(this.queues.map((queue) => queue.close())).then(() => true);
    if (!(await settleWithin(closed, this.config.env.SHUTDOWN_TIMEOUT_MS, false)))
      this.logger.warn(`running jobs did not finish within ${this.config.env.SHUTDOWN_TIMEOUT_MS}ms`);
  }
}

/** One JobQueue per QueueName, injected with `@InjectQueue(QueueName.Mail)`. */
@Global()
@Module({
  providers: [
    ...queueProviders,
    {
      provide: ALL_QUEUES,
      inject: QUEUE_NAMES.map(queueToken),
      useFactory: (...queues: JobQueue<JobPayloadMap>[]) => queues,
    },
    IdempotentHandlers,
    QueueProcessors,
    QueueHeartbeat,
    QueueMonitor,
    QueueShutdown,
  ],
  exports: [...QUEUE_NAMES.map(queueToken), QueueProcessors, QueueMonitor],
})
export class QueueModule {}
