/** The notification queue's repeatable job: send the digests whose period has closed (decision 036). */
export const DIGEST_JOB = 'digest';

type DigestJob = Record<string, never>;

declare module '../../../infra/queue/job-payloads' {
  interface JobPayloads {
    'notification.digest': DigestJob;
  }
}
