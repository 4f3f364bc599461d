import { z } from 'zod';
import { ZIdParam } from './common';

/** GET /health */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.record(z.string(), z.enum(['up', 'down'])),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /file?fileId={id}: the image bytes; private crowds' files only for their members. */
export const ZFileQuery = z.object({ fileId: ZIdParam });
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
