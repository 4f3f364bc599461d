import { Global, Inject, Injectable, Module, type OnModuleDestroy, type Provider } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { BullJobQueue } from './bull-job-queue';
import { IdempotentHandlers } from './idempotent-handler';
import { InProcessJobQueue } from './in-process-job-queue';
import { queueToken, type JobPayloadMap, type JobQueue } from './job-queue';
import { QUEUE_NAMES, QueueName } from './queue-name';
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

/** Closes the queues before the database goes away, waiting for running jobs. */
@Injectable()
export class QueueShutdown implements OnModuleDestroy {
  constructor(
    @Inject(queueToken(QueueName.Mail)) private readonly mail: JobQueue<JobPayloadMap>,
    @Inject(queueToken(QueueName.Notification)) private readonly notification: JobQueue<JobPayloadMap>,
    @Inject(queueToken(QueueName.Subscription)) private readonly subscription: JobQueue<JobPayloadMap>,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.mail.close(), this.notification.close(), this.subscription.close()]);
  }
}

/** One JobQueue per QueueName, injected with `@InjectQueue(QueueName.Mail)`. */
@Global()
@Module({
  providers: [...queueProviders, IdempotentHandlers, QueueProcessors, QueueShutdown],
  exports: [...QUEUE_NAMES.map(queueToken), QueueProcessors],
})
export class QueueModule {}
