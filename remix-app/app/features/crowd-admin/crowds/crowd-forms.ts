import { ZFormId } from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';

/** The /crowds page's forms, told apart by their submit button's `intent`. */
export const CROWDS_INTENTS = { create: 'createCrowd', delete: 'deleteCrowd' } as const;

export const deleteCrowdValidator = withZod(z.object({ crowdId: ZFormId }));
