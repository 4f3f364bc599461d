/** The `domain` queue's one job: the periodic re-check of proven own domains (decision 029). */
export const RECHECK_JOB = 'recheck';

type RecheckJob = Record<string, never>;

declare module '../../../infra/queue/job-payloads' {
  interface JobPayloads {
    'domain.recheck': RecheckJob;
  }
}
