import type { TWebhookEvent } from '@crowd/contracts';

/** What a delivery tells about the idea, read when the event was dispatched. */
export type WebhookPayload = {
  crowdId: number;
  idea: { id: number; title: string; state: string; url: string };
  actor: { name: string };
};

/** The `webhook` queue's one job: deliver one event to one webhook (retried with backoff by the queue). */
export const WEBHOOK_DELIVER_JOB = 'deliver';
export type WebhookDeliveryJob = {
  webhookId: number;
  /** The same on every attempt, so a receiver can tell a retry from a new event. */
  eventId: string;
  event: TWebhookEvent;
  payload: WebhookPayload;
};

declare module '../../../infra/queue/job-payloads' {
  interface JobPayloads {
    'webhook.deliver': WebhookDeliveryJob;
  }
}
