import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { runWithRequestId } from '../../common/request-context';
import { IdempotentHandlers } from './idempotent-handler';
import { assertEveryJobHandled } from './job-handler-check';
import type { JobHandler, JobPayloadMap, JobQueue } from './job-queue';
import { JOB_NAMES } from './job-payloads';
import { QueueHeartbeat } from './queue-heartbeat';

/**
 * Processors register here, never on a queue directly, so one switch decides where they run:
 * in the worker process, or in the api process on the embedded default.
 */
@Injectable()
export class QueueProcessors implements OnApplicationBootstrap {
  private readonly logger = new Logger(QueueProcessors.name);
  private readonly handled = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly idempotent: IdempotentHandlers,
    private readonly heartbeat: QueueHeartbeat,
  ) {}

  get enabled(): boolean {
    return this.config.runQueueProcessors;
  }

  register<P extends JobPayloadMap, N extends keyof P & string>(
    queue: JobQueue<P>,
    name: N,
    handler: JobHandler<P[N]>,
  ): void {
    if (!this.enabled) return;
    const handle = this.idempotent.wrap(handler);
    queue.process(name, (job) =>
      runWithRequestId(job.requestId, async () => {
        const started = Date.now();
        await handle(job);
        this.logger.log(`job ${job.queue}/${job.name}#${job.id} done in ${Date.now() - started}ms`);
      }),
    );
    this.handled.add(`${queue.queueName}.${name}`);
    this.logger.debug(`processing ${queue.queueName}/${name}`);
  }

  /** Runs once every module has registered its processors (their onModuleInit). */
  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    assertEveryJobHandled(JOB_NAMES, this.handled);
    this.heartbeat.start();
  }
}
