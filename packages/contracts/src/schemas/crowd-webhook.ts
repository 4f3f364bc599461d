import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZCount, ZId, ZIdParam, ZIsoDateTime, zMsg } from './common';

/** The idea events a crowd's webhook may subscribe to (decision 035). */
export const WEBHOOK_EVENTS = ['ideaAdded', 'ideaStateChanged', 'ideaCommented', 'ideaLiked', 'ideaMerged'] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS, zMsg('validation_webhook_events'));
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;

export const ZCrowdWebhook = z.object({
  id: ZId,
  crowdId: ZId,
  url: z.string(),
  events: z.array(ZWebhookEvent),
  /** False once it failed `LIMITS.webhookFailuresBeforeDisabling` times in a row; enabling it again resets the count. */
  enabled: z.boolean(),
  consecutiveFailures: ZCount,
  createdAt: ZIsoDateTime,
});
export type TCrowdWebhook = z.infer<typeof ZCrowdWebhook>;

/** GET /crowdWebhooks/{crowdId} */
export const ZCrowdWebhookListResponse = z.array(ZCrowdWebhook);
export type TCrowdWebhookListResponse = z.infer<typeof ZCrowdWebhookListResponse>;

/** The URL's shape; whether its host may be reached is the API's check (it resolves the name). */
const ZWebhookUrl = z
  .string(zMsg('validation_webhook_url'))
  .trim()
  .min(1, 'validation_webhook_url')
  .max(LIMITS.webhookUrlMax, 'validation_webhook_url')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'validation_webhook_url');

/** POST /crowdWebhooks/{crowdId} */
export const ZCreateCrowdWebhookRequest = z.object({
  url: ZWebhookUrl,
  events: z
    .array(ZWebhookEvent, zMsg('validation_webhook_events'))
    .min(1, 'validation_webhook_events')
    .max(WEBHOOK_EVENTS.length, 'validation_webhook_events')
    .transform((events) => [...new Set(events)]),
});
export type TCreateCrowdWebhookRequest = z.infer<typeof ZCreateCrowdWebhookRequest>;

/** The signing secret is in this answer only: it is never shown again. */
export const ZCreateCrowdWebhookResponse = ZCrowdWebhook.extend({ secret: z.string() });
export type TCreateCrowdWebhookResponse = z.infer<typeof ZCreateCrowdWebhookResponse>;

export const ZCrowdWebhookParams = z.object({ crowdId: ZIdParam, webhookId: ZIdParam });

/** DELETE /crowdWebhooks/{crowdId}/{webhookId} */
export const ZDeleteCrowdWebhookResponse = z.object({ message: z.literal('crowd_webhook_deleted') });
export type TDeleteCrowdWebhookResponse = z.infer<typeof ZDeleteCrowdWebhookResponse>;

/** One attempt to deliver an event: `statusCode` null when no answer came (refused address, timeout, network). */
export const ZCrowdWebhookDelivery = z.object({
  id: ZId,
  eventId: z.string(),
  event: ZWebhookEvent,
  attempt: ZCount,
  statusCode: z.number().int().nullable(),
  durationMs: ZCount,
  error: z.string().nullable(),
  createdAt: ZIsoDateTime,
});
export type TCrowdWebhookDelivery = z.infer<typeof ZCrowdWebhookDelivery>;

/** GET /crowdWebhooks/{crowdId}/{webhookId}/deliveries: the last `LIMITS.webhookDeliveryLogMax`, newest first. */
export const ZCrowdWebhookDeliveryListResponse = z.array(ZCrowdWebhookDelivery);
export type TCrowdWebhookDeliveryListResponse = z.infer<typeof ZCrowdWebhookDeliveryListResponse>;
