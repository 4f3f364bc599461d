import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { InjectQueue, JOB_ATTEMPTS, queueToken, type JobQueue, type QueuedJob } from '../../src/infra/queue/job-queue';
import { ProcessedJob } from '../../src/infra/queue/processed-job.entity';
import { QueueName } from '../../src/infra/queue/queue-name';
import { QueueProcessors } from '../../src/infra/queue/queue-processors';
import { startTestApp, type TestApp } from '../support/app';
import { itWithRedis, TEST_REDIS_URL } from '../support/services';
import { waitFor } from '../support/wait-for';

type ProbeData = { key: string; failTimes: number };
/** A test-only job on the notification queue, typed like production's jobs but outside their map. */
type ProbeJobs = { probe: ProbeData };

/** Records every attempt; fails the first `failTimes` attempts of a key. */
@Injectable()
class ProbeProcessor implements OnModuleInit {
  readonly attempts = new Map<string, number>();
  readonly completed: string[] = [];

  constructor(
    @InjectQueue(QueueName.Notification) private readonly queue: JobQueue<ProbeJobs>,
    private readonly processors: QueueProcessors,
  ) {}

  onModuleInit(): void {
    this.processors.register(this.queue, 'probe', async (job: QueuedJob<ProbeData>) => {
      const attempt = (this.attempts.get(job.data.key) ?? 0) + 1;
      this.attempts.set(job.data.key, attempt);
      if (attempt <= job.data.failTimes) throw new Error(`probe ${job.data.key} attempt ${attempt} fails`);
      this.completed.push(job.data.key);
    });
  }
}

@Module({ providers: [ProbeProcessor] })
class ProbeModule {}

/** Each adapter's tests, declared skipped when its service is absent (its hooks then do not run). */
const adapters: Array<{ name: string; env: Record<string, string>; itWithAdapter: typeof itWithRedis }> = [
  { name: 'in-process adapter', env: {}, itWithAdapter: it },
  {
    name: 'Bull adapter on Redis',
    env: { REDIS_URL: TEST_REDIS_URL, RUN_QUEUE_PROCESSORS: '1' },
    itWithAdapter: itWithRedis,
  },
];

describe.each(adapters)('job queue semantics: $name', ({ env, itWithAdapter }) => {
  let testApp: TestApp | undefined;
  let queue: JobQueue<ProbeJobs>;
  let probe: ProbeProcessor;

  /** The in-process queue can say when it is idle; Bull is watched until the expected state. */
  const settled = async (condition: () => boolean): Promise<void> => {
    if (queue instanceof InProcessJobQueue) await queue.drain();
    await waitFor(condition, 15_000);
  };

  beforeAll(async () => {
    testApp = await startTestApp({
      env,
      imports: [ProbeModule],
      logger: false,
      queue: { backoffDelayMs: 10 },
    });
    queue = testApp.app.get<JobQueue<ProbeJobs>>(queueToken(QueueName.Notification));
    probe = testApp.app.get(ProbeProcessor);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  itWithAdapter('retries a failing job until it succeeds', async () => {
    await queue.add('probe', { key: 'flaky', failTimes: 2 });
    await settled(() => probe.completed.includes('flaky'));
    expect(probe.attempts.get('flaky')).toBe(3);
  });

  itWithAdapter(`gives up after ${JOB_ATTEMPTS} attempts`, async () => {
    await queue.add('probe', { key: 'broken', failTimes: 99 });
    await settled(() => probe.attempts.get('broken') === JOB_ATTEMPTS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(probe.attempts.get('broken')).toBe(JOB_ATTEMPTS);
    expect(probe.completed).not.toContain('broken');
  });

  itWithAdapter('handles a job with a jobId once, even when it is added again later', async () => {
    await Promise.all([
      queue.add('probe', { key: 'once', failTimes: 0 }, { jobId: 'once-1' }),
      queue.add('probe', { key: 'once', failTimes: 0 }, { jobId: 'once-1' }),
    ]);
    await settled(() => probe.completed.includes('once'));
    const recorded = await waitFor(() =>
      testApp?.app
        .get(DataSource)
        .getRepository(ProcessedJob)
        .findOneBy({ id: `${QueueName.Notification}:once-1` })
        .then((row) => row ?? undefined),
    );
    expect(recorded.queue).toBe(QueueName.Notification);

    await queue.add('probe', { key: 'once', failTimes: 0 }, { jobId: 'once-1' });
    await queue.add('probe', { key: 'marker', failTimes: 0 });
    await settled(() => probe.completed.includes('marker'));
    expect(probe.completed.filter((key) => key === 'once')).toHaveLength(1);
  });

  itWithAdapter('handles jobs without a jobId every time', async () => {
    await queue.add('probe', { key: 'twice', failTimes: 0 });
    await queue.add('probe', { key: 'twice', failTimes: 0 });
    await settled(() => probe.completed.filter((key) => key === 'twice').length === 2);
  });
});
