import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { ALL_QUEUES, type JobPayloadMap, type JobQueue, type QueueStats } from './job-queue';
import { QueueHeartbeat } from './queue-heartbeat';
import type { QueueName } from './queue-name';
import { QueueProcessors } from './queue-processors';

export interface QueueInspection extends QueueStats {
  queue: QueueName;
  processorAttached: boolean;
}

/** What health needs to know of each queue: its counts and whether anything processes it. */
@Injectable()
export class QueueMonitor {
  constructor(
    @Inject(ALL_QUEUES) private readonly queues: readonly JobQueue<JobPayloadMap>[],
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly processors: QueueProcessors,
    private readonly heartbeat: QueueHeartbeat,
  ) {}

  inspect(): Promise<QueueInspection[]> {
    return Promise.all(
      this.queues.map(async (queue) => {
        const [stats, processorAttached] = await Promise.all([queue.stats(), this.attached(queue.queueName)]);
        return { queue: queue.queueName, ...stats, processorAttached };
      }),
    );
  }

  /** An in-process queue is processed in this process or nowhere; on Redis the heartbeat tells. */
  private attached(queue: QueueName): Promise<boolean> {
    return this.config.redisUrl ? this.heartbeat.attached(queue) : Promise.resolve(this.processors.enabled);
  }
}
