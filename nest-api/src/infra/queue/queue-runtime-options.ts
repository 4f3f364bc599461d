/** Queue settings that are not environment: tests shorten the backoff so retries finish quickly. */
export interface QueueRuntimeOptions {
  /** First retry delay; each further retry doubles it. */
  backoffDelayMs: number;
}

export const DEFAULT_QUEUE_RUNTIME_OPTIONS: QueueRuntimeOptions = { backoffDelayMs: 2000 };

export const QUEUE_RUNTIME_OPTIONS = Symbol('QUEUE_RUNTIME_OPTIONS');
