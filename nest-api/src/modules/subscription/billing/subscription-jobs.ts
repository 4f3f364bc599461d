/**
 * The `subscription` queue's jobs: the periodic sweep, one renewal per subscription and period,
 * and the periodic reconciliation of charges left open.
 */
export const SWEEP_JOB = 'sweep';
export const RENEW_JOB = 'renew';
export const RECONCILE_JOB = 'reconcile';

type SweepJob = Record<string, never>;
export type RenewJob = { subscriptionId: number; periodEnd: number };

declare module '../../../infra/queue/job-payloads' {
  interface JobPayloads {
    'subscription.sweep': SweepJob;
    'subscription.renew': RenewJob;
    'subscription.reconcile': SweepJob;
  }
}
