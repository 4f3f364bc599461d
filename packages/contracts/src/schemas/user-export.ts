import { z } from 'zod';
import { ZIdParam } from './common';

/**
 * GET /user/export when the account is too large to pack during the request (decision 033): the
 * archive is made on the queue and a mail links to it.
 */
export const ZUserExportQueuedResponse = z.object({ queued: z.literal(true) });
export type TUserExportQueuedResponse = z.infer<typeof ZUserExportQueuedResponse>;

/** GET /user/export/{exportId}: a queued archive, named in the ready mail's link. */
export const ZUserExportParams = z.object({ exportId: ZIdParam });
