import { Logger } from '@nestjs/common';
import Bull from 'bull';
import {
  JOB_ATTEMPTS,
  type AddJobOptions,
  type JobData,
  type JobHandler,
  type JobPayloadMap,
  type JobQueue,
  type QueueStats,
} from './job-queue';
import { currentRequestId } from '../../common/request-context';
import type { QueueName } from './queue-name';
import type { QueueRuntimeOptions } from './queue-runtime-options';

/** What Bull stores: the idempotency key travels with the data, so a handler knows it was given one. */
interface Envelope {
  key: string | null;
  data: JobData;
  requestId?: string;
}

export class BullJobQueue<P extends JobPayloadMap> implements JobQueue<P> {
  private readonly logger: Logger;
  private readonly queue: Bull.Queue<Envelope>;

  constructor(
    readonly queueName: QueueName,
    redis: { url: string; prefix: string },
    options: QueueRuntimeOptions,
  ) {
    this.logger = new Logger(`Queue:${queueName}`);
    this.queue = new Bull<Envelope>(queueName, redis.url, {
      prefix: redis.prefix,
      defaultJobOptions: {
        attempts: JOB_ATTEMPTS,
        backoff: { type: 'exponential', delay: options.backoffDelayMs },
        removeOnComplete: true,
        removeOnFail: 1000,
      },
    });
    this.queue.on('error', (error) => this.logger.warn(`redis: ${error.message}`));
    this.queue.on('failed', (job, error) =>
      this.logger.warn(
        `job ${job.name}#${String(job.id)} attempt ${job.attemptsMade}/${JOB_ATTEMPTS} failed: ${error.message}`,
      ),
    );
  }

  async add<N extends keyof P & string>(name: N, data: P[N], options: AddJobOptions = {}): Promise<void> {
    await this.queue.add(
      name,
      { key: options.jobId ?? null, data, requestId: currentRequestId() },
      {
        ...(options.jobId === undefined ? {} : { jobId: options.jobId }),
        ...(options.delayMs ? { delay: options.delayMs } : {}),
      },
    );
  }

  async repeat<N extends keyof P & string>(name: N, data: P[N], everyMs: number): Promise<void> {
    for (const job of await this.queue.getRepeatableJobs()) {
      if (job.name === name && Number(job.every) !== everyMs) await this.queue.removeRepeatableByKey(job.key);
    }
    await this.queue.add(name, { key: null, data }, { repeat: { every: everyMs } });
  }

  process<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): void {
    this.queue
      .process(name, async (job: Bull.Job<Envelope>) => {
        await handler({
          id: String(job.id),
          idempotencyKey: job.data.key ?? undefined,
          queue: this.queueName,
          name,
          data: job.data.data as P[N],
          attempt: job.attemptsMade + 1,
          requestId: job.data.requestId,
        });
      })
      .catch((error: unknown) => this.logger.warn(`processor ${name} stopped: ${String(error)}`));
  }

  async stats(): Promise<QueueStats> {
    const [counts, oldest] = await Promise.all([this.queue.getJobCounts(), this.queue.getWaiting(0, 0)]);
    // The job at the far end of the wait list (one per list: wait, paused); it may have been taken meanwhile.
    const readySince = oldest.filter(Boolean).map((job) => job.timestamp + (job.opts.delay ?? 0));
    return {
      waiting: counts.waiting,
      active: counts.active,
      failed: counts.failed,
      delayed: counts.delayed,
      // Bull stamps a job with its producer's wall clock.
      oldestWaitingMs: readySince.length ? Math.max(0, Date.now() - Math.min(...readySince)) : 0,
    };
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
