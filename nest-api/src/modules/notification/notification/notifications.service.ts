import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '../../../infra/queue/job-queue';
import type { AppJobQueue } from '../../../infra/queue/job-payloads';
import { QueueName } from '../../../infra/queue/queue-name';
import { eventKeyOf, NOTIFICATION_JOB, type NotificationEvent } from './notification-event';

/**
 * The one way to notify: the emitting service calls `notify` once its transaction committed. It
 * only queues the event (the request does not wait for the fan-out); the notification processor
 * finds the recipients, stores one notification each and mails those who want it.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(@InjectQueue(QueueName.Notification) private readonly queue: AppJobQueue<QueueName.Notification>) {}

  /**
   * The job id is the event's name, so an event queued twice is handled once. A queue that refuses
   * the job is logged, not thrown: the change it reports is committed and its request succeeded.
   */
  async notify(event: NotificationEvent): Promise<void> {
    const key = eventKeyOf(event);
    try {
      await this.queue.add(NOTIFICATION_JOB, { event }, { jobId: key });
    } catch (error) {
      this.logger.error(
        `notification ${key} was not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
