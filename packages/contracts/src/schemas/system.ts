import { z } from 'zod';
import { IMAGE_WIDTHS, type TImageWidth } from '../limits';
import { ZIdParam, zFormInt } from './common';

/**
 * One job queue in GET /health. `stuck`: jobs have waited longer than the API's threshold with no
 * processor attached (no worker running); it makes the status `degraded`, never a 503.
 */
export const ZJobQueueHealth = z.object({
  waiting: z.number().int().min(0),
  active: z.number().int().min(0),
  failed: z.number().int().min(0),
  delayed: z.number().int().min(0),
  processorAttached: z.boolean(),
  /** How long the job waiting longest has waited; 0 when none waits. */
  oldestWaitingSeconds: z.number().int().min(0),
  stuck: z.boolean(),
});
export type TJobQueueHealth = z.infer<typeof ZJobQueueHealth>;

/** GET /health */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.record(z.string(), z.enum(['up', 'down'])),
  /** Per queue name; absent when the queues did not answer in time. */
  jobQueues: z.record(z.string(), ZJobQueueHealth).optional(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

const isImageWidth = (width: number): width is TImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(width);

/**
 * GET /file?fileId={id}[&w={width}]: the image bytes, or a copy at most `w` pixels wide (one of
 * IMAGE_WIDTHS; never enlarged); private crowds' files only for their members.
 */
export const ZFileQuery = z.object({
  fileId: ZIdParam,
  w: zFormInt()
    .refine(isImageWidth)
    .optional()
    .describe(`A copy at most this many pixels wide, one of ${IMAGE_WIDTHS.join(', ')}; never enlarged`),
});
export type TFileQuery = z.infer<typeof ZFileQuery>;

/** Path parameters used by several routes. */
export const ZCrowdIdParams = z.object({ crowdId: ZIdParam });
export const ZDomainParams = z.object({ domain: z.string().min(1) });
export const ZCrowdCategoryParams = z.object({ crowdId: ZIdParam, categoryId: ZIdParam });

/** POST /crowdView/notifyLimitReached/{domain}: the crowd-limit dialog's "notify crowd owners". */
export const ZNotifyLimitReachedResponse = z.object({ message: z.literal('crowd_owners_notified') });
export type TNotifyLimitReachedResponse = z.infer<typeof ZNotifyLimitReachedResponse>;

/** POST /payments/webhook: the payment provider's signed event (raw body, verified by signature). */
export const ZPaymentWebhookResponse = z.object({ received: z.literal(true) });
export type TPaymentWebhookResponse = z.infer<typeof ZPaymentWebhookResponse>;

/** GET /docs-json: an OpenAPI 3.0 document. */
export const ZOpenApiDocumentResponse = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .passthrough();
