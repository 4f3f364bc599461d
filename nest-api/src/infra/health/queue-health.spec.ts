import type { AppConfig } from '../config/config';
import type { QueueInspection, QueueMonitor } from '../queue/queue-monitor';
import { QueueName } from '../queue/queue-name';
import { QueueHealth } from './queue-health';

const inspection = (waiting: number): QueueInspection => ({
  queue: QueueName.Mail,
  waiting,
  active: 0,
  failed: 0,
  delayed: 0,
  oldestWaitingMs: 0,
  processorAttached: true,
});

describe('queue health', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('inspects the queues once for the callers of a second, afresh after', async () => {
    let waiting = 0;
    const inspect = jest.fn(async () => [inspection(++waiting)]);
    const health = new QueueHealth(
      { inspect } as unknown as QueueMonitor,
      {
        env: { QUEUE_STUCK_AFTER_SECONDS: 60 },
      } as AppConfig,
    );

    const concurrent = await Promise.all([health.report(), health.report()]);
    expect(concurrent.map((report) => report?.mail?.waiting)).toEqual([1, 1]);
    jest.setSystemTime(1_000_999);
    expect((await health.report())?.mail?.waiting).toBe(1);
    jest.setSystemTime(1_001_000);
    expect((await health.report())?.mail?.waiting).toBe(2);
    expect(inspect).toHaveBeenCalledTimes(2);
  });
});
