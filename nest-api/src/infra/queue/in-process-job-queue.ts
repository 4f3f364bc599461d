import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  JOB_ATTEMPTS,
  type AddJobOptions,
  type JobHandler,
  type JobPayloadMap,
  type JobQueue,
  type QueuedJob,
  type QueueStats,
} from './job-queue';
import { currentRequestId } from '../../common/request-context';
import type { QueueName } from './queue-name';
import type { QueueRuntimeOptions } from './queue-runtime-options';

interface PendingJob {
  job: QueuedJob;
  timer?: NodeJS.Timeout;
  /** When it last became ready to run. */
  readyAt: number;
}

/**
 * The embedded default's queue: jobs live in this process's memory, with Bull's retry semantics.
 * Jobs still waiting when the process stops are lost, which is why production uses Bull.
 */
export class InProcessJobQueue<P extends JobPayloadMap> implements JobQueue<P> {
  private readonly logger: Logger;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly ready: PendingJob[] = [];
  private readonly delayed = new Set<PendingJob>();
  private readonly known = new Set<string>();
  private readonly active = new Set<Promise<void>>();
  private readonly repeating = new Set<NodeJS.Timeout>();
  private idleWaiters: Array<() => void> = [];
  private failed = 0;
  private scheduled = false;
  private closed = false;

  constructor(
    readonly queueName: QueueName,
    private readonly options: Pick<QueueRuntimeOptions, 'backoffDelayMs'>,
  ) {
    this.logger = new Logger(`Queue:${queueName}`);
  }

  async add<N extends keyof P & string>(name: N, data: P[N], options: AddJobOptions = {}): Promise<void> {
    if (this.closed) throw new Error(`queue ${this.queueName} is closed`);
    const id = options.jobId ?? randomUUID();
    if (this.known.has(id)) return;
    this.known.add(id);
    // A copy, as Bull's serialization would make: the caller may not mutate a queued job.
    const job: QueuedJob = {
      id,
      idempotencyKey: options.jobId,
      queue: this.queueName,
      name,
      data: structuredClone(data),
      attempt: 0,
      requestId: currentRequestId(),
    };
    const pending: PendingJob = { job, readyAt: Date.now() };
    if (options.delayMs) this.delay(pending, options.delayMs);
    else this.enqueue(pending);
  }

  repeat<N extends keyof P & string>(name: N, data: P[N], everyMs: number): Promise<void> {
    const timer = setInterval(() => {
      this.add(name, data).catch((error: unknown) => this.logger.warn(`repeat ${name}: ${String(error)}`));
    }, everyMs);
    // A schedule never keeps the process alive on its own.
    timer.unref();
    this.repeating.add(timer);
    return Promise.resolve();
  }

  process<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): void {
    if (this.handlers.has(name)) throw new Error(`queue ${this.queueName} already has a processor for ${name}`);
    this.handlers.set(name, handler as JobHandler);
    this.schedule();
  }

  stats(): Promise<QueueStats> {
    const readySince = this.ready.map((pending) => pending.readyAt);
    return Promise.resolve({
      waiting: this.ready.length,
      active: this.active.size,
      failed: this.failed,
      delayed: this.delayed.size,
      oldestWaitingMs: readySince.length ? Math.max(0, Date.now() - Math.min(...readySince)) : 0,
    });
  }

  /** Resolves once no job is waiting, running or waiting for a retry: tests await their side effects. */
  drain(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.repeating) clearInterval(timer);
    this.repeating.clear();
    for (const pending of this.delayed) clearTimeout(pending.timer);
    this.delayed.clear();
    this.ready.length = 0;
    await Promise.allSettled([...this.active]);
    this.notifyIdle();
  }

  private isIdle(): boolean {
    const runnable = this.ready.some((pending) => this.handlers.has(pending.job.name));
    return !runnable && this.active.size === 0 && this.delayed.size === 0;
  }

  private enqueue(pending: PendingJob): void {
    pending.readyAt = Date.now();
    this.ready.push(pending);
    this.schedule();
  }

  private delay(pending: PendingJob, ms: number): void {
    this.delayed.add(pending);
    pending.timer = setTimeout(() => {
      this.delayed.delete(pending);
      this.enqueue(pending);
    }, ms);
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    for (let index = 0; index < this.ready.length;) {
      const pending = this.ready[index];
      const handler = pending && this.handlers.get(pending.job.name);
      if (!pending || !handler) {
        index += 1;
        continue;
      }
      this.ready.splice(index, 1);
      const run = this.run(pending, handler).finally(() => {
        this.active.delete(run);
        this.notifyIdle();
      });
      this.active.add(run);
    }
    this.notifyIdle();
  }

  private async run(pending: PendingJob, handler: JobHandler): Promise<void> {
    const job = pending.job;
    job.attempt += 1;
    try {
      await handler(job);
      this.known.delete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`job ${job.name}#${job.id} attempt ${job.attempt}/${JOB_ATTEMPTS} failed: ${message}`);
      if (job.attempt < JOB_ATTEMPTS && !this.closed)
        this.delay(pending, this.options.backoffDelayMs * 2 ** (job.attempt - 1));
      else {
        this.known.delete(job.id);
        if (job.attempt >= JOB_ATTEMPTS) this.failed += 1;
      }
    }
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
