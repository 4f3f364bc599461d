import type { MailMessage } from '../mail/mail-message';
import type { JobQueue } from './job-queue';
import type { QueueName } from './queue-name';

/**
 * Every job the app queues, `<queue>.<job>` → payload. Producers and processors are typed by it, so
 * an unknown job or a wrong payload fails to compile. A module whose job is defined outside infra
 * adds it by declaration merging (`declare module`), since infra never imports modules. Hence
 * exported though nothing imports it (`@public` tells knip so).
 * @public
 */
export interface JobPayloads {
  'mail.send': MailMessage;
}

export type JobName = keyof JobPayloads;

/** The jobs of one queue by their name within it: `JobsOf<QueueName.Mail>` is `{ send: MailMessage }`. */
export type JobsOf<Q extends QueueName> = {
  [N in JobName as N extends `${Q}.${infer Job}` ? Job : never]: JobPayloads[N];
};

/** A production queue, bound to the jobs the map gives it. */
export type AppJobQueue<Q extends QueueName> = JobQueue<JobsOf<Q>>;

/** The map's names at run time; leaving one out (or adding one it lacks) fails to compile. */
const JOB_NAME_SET = {
  'mail.send': true,
  'notification.deliver': true,
  'notification.digest': true,
  'subscription.sweep': true,
  'subscription.renew': true,
  'subscription.reconcile': true,
  'domain.recheck': true,
  'export.build': true,
  'webhook.deliver': true,
} satisfies Record<JobName, true>;

export const JOB_NAMES = Object.keys(JOB_NAME_SET) as JobName[];
