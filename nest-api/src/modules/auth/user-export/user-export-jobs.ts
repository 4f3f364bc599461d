/** The `export` queue's one job: pack a queued personal data export (decision 033). */
export const BUILD_JOB = 'build';

type BuildJob = { exportId: number };

declare module '../../../infra/queue/job-payloads' {
  interface JobPayloads {
    'export.build': BuildJob;
  }
}
