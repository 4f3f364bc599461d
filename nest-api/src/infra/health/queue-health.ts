import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { TJobQueueHealth } from '@crowd/contracts';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { QueueMonitor, type QueueInspection } from '../queue/queue-monitor';
import { settleWithin } from '../../common/settle-within';

const INSPECT_TIMEOUT_MS = 1000;
/**
 * A report this recent answers later callers too: a queue's inspection is several Redis commands,
 * and health is polled by every balancer and monitor, while a queue is stuck only after
 * QUEUE_STUCK_AFTER_SECONDS (issue 27: health on Redis answered half its budget's rate).
 */
const REPORT_REUSE_MS = 1000;
/** The api checks its queues this often even when nobody asks for health, to warn in the log. */
const CHECK_INTERVAL_MAX_MS = 10_000;

export type JobQueuesHealth = Record<string, TJobQueueHealth>;

/**
 * A queue is stuck when jobs have waited longer than QUEUE_STUCK_AFTER_SECONDS with no processor
 * attached (no worker running): health turns degraded and the log says so once, and again only
 * after the queue recovered and got stuck anew.
 */
@Injectable()
export class QueueHealth implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Queues');
  private readonly stuck = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private latest: { at: number; report: Promise<JobQueuesHealth | undefined> } | undefined;

  constructor(
    private readonly monitor: QueueMonitor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get thresholdMs(): number {
    return this.config.env.QUEUE_STUCK_AFTER_SECONDS * 1000;
  }

  /**
   * Each queue's health; undefined when the queues do not answer in time (Redis down). Callers
   * within `REPORT_REUSE_MS` of an inspection's start share it.
   */
  report(): Promise<JobQueuesHealth | undefined> {
    const at = Date.now();
    if (this.latest && at - this.latest.at < REPORT_REUSE_MS) return this.latest.report;
    const report = this.inspect();
    this.latest = { at, report };
    return report;
  }

  private async inspect(): Promise<JobQueuesHealth | undefined> {
    const inspections = await settleWithin(this.monitor.inspect(), INSPECT_TIMEOUT_MS, undefined);
    if (!inspections) return undefined;
    const report: JobQueuesHealth = {};
    for (const inspection of inspections) {
      const stuck =
        !inspection.processorAttached && inspection.waiting > 0 && inspection.oldestWaitingMs >= this.thresholdMs;
      this.track(inspection, stuck);
      report[inspection.queue] = {
        waiting: inspection.waiting,
        active: inspection.active,
        failed: inspection.failed,
        delayed: inspection.delayed,
        processorAttached: inspection.processorAttached,
        oldestWaitingSeconds: Math.floor(inspection.oldestWaitingMs / 1000),
        stuck,
      };
    }
    return report;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.report(), Math.min(this.thresholdMs, CHECK_INTERVAL_MAX_MS));
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private track(inspection: QueueInspection, stuck: boolean): void {
    const { queue } = inspection;
    if (stuck && !this.stuck.has(queue)) {
      this.stuck.add(queue);
      this.logger.warn(
        `queue ${queue}: ${inspection.waiting} job(s) waiting for ${Math.floor(inspection.oldestWaitingMs / 1000)} s with no processor attached; ` +
          'start a worker (npm start does when REDIS_URL is set, unless START_WORKER=0) or set RUN_QUEUE_PROCESSORS=1',
      );
    } else if (!stuck && this.stuck.delete(queue)) {
      this.logger.log(`queue ${queue}: processing again`);
    }
  }
}
