/** The `subscription` queue's jobs: the periodic sweep, and one renewal per subscription and period. */
export const SWEEP_JOB = 'sweep';
export const RENEW_JOB = 'renew';

type SweepJob = Record<string, never>;
export type RenewJob = { subscriptionId: number; periodEnd: number };

declare module '../../infra/queue/job-payloads' {
  interface JobPayloads {
    'subscription.sweep': SweepJob;
    'subscription.renew': RenewJob;
  }
}
