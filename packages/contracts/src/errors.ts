import { z } from 'zod';
import { MESSAGE_KEYS, isMessageKey } from './message-keys';

export const ZMessageKey = z.enum(MESSAGE_KEYS);

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

export type TValidationError = TValidationErrorBody['errors'][number];

/** The parts of a zod issue that the 422 mapping reads (structural, so any zod copy fits). */
interface TIssueLike {
  path: ReadonlyArray<string | number>;
  message: string;
  params?: { [key: string]: unknown };
}

/**
 * Maps zod issues to the 422 body's entries: `param` is the dotted path (the field name for a
 * top-level field), `msg` the issue's message key (`validation_invalid_value` when a schema left
 * zod's default English), `count` from a custom issue's `params.count`. One entry per param, the
 * first issue wins.
 */
export const zodIssuesToValidationErrors = (issues: readonly TIssueLike[]): TValidationError[] => {
  const seen = new Set<string>();
  const errors: TValidationError[] = [];
  for (const issue of issues) {
    const param = issue.path.map(String).join('.');
    if (seen.has(param)) continue;
    seen.add(param);
    const count = issue.params?.['count'];
    errors.push({
      param,
      msg: isMessageKey(issue.message) ? issue.message : 'validation_invalid_value',
      ...(typeof count === 'number' ? { count } : {}),
    });
  }
  return errors;
};
