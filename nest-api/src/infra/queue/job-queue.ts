import { Inject } from '@nestjs/common';
import type { QueueName } from './queue-name';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JobData = { [key: string]: JsonValue };

export interface AddJobOptions {
  /** Makes the job idempotent: a second job with the same id is dropped, and never handled twice. */
  jobId?: string;
  /** Postpones the first attempt. */
  delayMs?: number;
}

export interface QueuedJob<T extends JobData = JobData> {
  /** The caller's jobId, or one the queue generated. */
  id: string;
  /** Set only when the caller gave a jobId: the key idempotency is recorded under. */
  idempotencyKey: string | undefined;
  queue: QueueName;
  name: string;
  data: T;
  /** 1 on the first attempt. */
  attempt: number;
  /** The request that queued it, so the worker's log lines for the job name it. */
  requestId: string | undefined;
}

export type JobHandler<T extends JobData = JobData> = (job: QueuedJob<T>) => Promise<void>;

/** Job name → payload: what a queue is bound to (production: `JobsOf<Q>`; a test: its own jobs). */
export type JobPayloadMap = Record<string, JobData>;

/** A queue's jobs right now, for health. */
export interface QueueStats {
  waiting: number;
  active: number;
  /** Jobs that used up their attempts (Bull keeps the last 1000). */
  failed: number;
  delayed: number;
  /** How long the job waiting longest has been ready to run; 0 when none waits. */
  oldestWaitingMs: number;
}

/** The queue port; Bull on Redis in production, in-process on the embedded default. */
export interface JobQueue<P extends JobPayloadMap> {
  readonly queueName: QueueName;
  add<N extends keyof P & string>(name: N, data: P[N], options?: AddJobOptions): Promise<void>;
  process<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): void;
  /**
   * Adds `name` every `everyMs` from now on. Bull keeps one schedule per name across every process
   * and restart (a new interval replaces the old); in-process, the schedule lives with the process.
   */
  repeat<N extends keyof P & string>(name: N, data: P[N], everyMs: number): Promise<void>;
  stats(): Promise<QueueStats>;
  close(): Promise<void>;
}

/** Both adapters retry this often, with exponential backoff from `backoffDelayMs`. */
export const JOB_ATTEMPTS = 5;

export const queueToken = (name: QueueName): string => `JobQueue:${name}`;
/** Every queue, for what concerns them all (shutdown, health). */
export const ALL_QUEUES = Symbol('ALL_QUEUES');
export const InjectQueue = (name: QueueName): PropertyDecorator & ParameterDecorator => Inject(queueToken(name));
