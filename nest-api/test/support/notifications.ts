import type { INestApplicationContext } from '@nestjs/common';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken, type JobQueue } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import { NOTIFICATION_JOB, type NotificationJob } from '../../src/modules/notification/notification/notification-event';

/** Waits for the notification fan-out and the mails it queued (the embedded in-process queues). */
export async function settleNotifications(app: INestApplicationContext): Promise<void> {
  for (const name of [QueueName.Notification, QueueName.Mail]) {
    const queue: unknown = app.get(queueToken(name));
    if (!(queue instanceof InProcessJobQueue)) throw new Error('expected the in-process queue');
    await queue.drain();
  }
}

/** The app's notification queue, to add an event's job by hand (without the job id `notify` gives it). */
export const notificationQueue = (app: INestApplicationContext) =>
  app.get<JobQueue<{ [NOTIFICATION_JOB]: NotificationJob }>>(queueToken(QueueName.Notification));

/** An event no request made: a comment by `actorId` on the idea, its id far past any stored comment's. */
export const commentEventOf = (
  actorId: number,
  ideaId: number,
): Extract<NotificationJob['event'], { type: 'ideaCommented' }> => ({
  type: 'ideaCommented',
  actorId,
  ideaId,
  commentId: 1_000_000 + ideaId,
});
