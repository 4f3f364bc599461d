import { z } from 'zod';
import { MESSAGE_KEYS } from './message-keys';

const ZMessageKey = z.enum(MESSAGE_KEYS);

/** 422 body: one entry per offending field; `msg` is a message key. */
export const ZValidationErrorBody = z.object({
  errors: z.array(z.object({ param: z.string(), msg: ZMessageKey, count: z.number().int().optional() })),
});
export type TValidationErrorBody = z.infer<typeof ZValidationErrorBody>;

/** Every other non-2xx body. */
export const ZErrorBody = z.object({ error: ZMessageKey });
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** A success body that carries a message key for the toast. */
export const ZMessageBody = z.object({ message: ZMessageKey });
export type TMessageBody = z.infer<typeof ZMessageBody>;

export const STALE_ENTITY_HEADER = 'X-Stale-Entity';
export const PRIVATE_CROWD_HEADER = 'X-Private-Crowd';
export const REQUEST_ID_HEADER = 'X-Request-Id';
