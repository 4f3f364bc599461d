export {
  InjectQueue,
  JOB_ATTEMPTS,
  queueToken,
  type AddJobOptions,
  type JobData,
  type JobHandler,
  type JobPayloadMap,
  type JobQueue,
  type JsonValue,
  type QueuedJob,
} from './job-queue';
export { InProcessJobQueue } from './in-process-job-queue';
export { JOB_NAMES, type AppJobQueue, type JobName, type JobPayloads, type JobsOf } from './job-payloads';
export { QUEUE_NAMES, QueueName } from './queue-name';
export { QueueModule } from './queue.module';
export { QueueProcessors } from './queue-processors';
export {
  DEFAULT_QUEUE_RUNTIME_OPTIONS,
  QUEUE_RUNTIME_OPTIONS,
  type QueueRuntimeOptions,
} from './queue-runtime-options';
