import { z } from 'zod';
import { hasHiddenCharacters } from '../characters';
import { ZMessageKey } from '../errors';
import { MAX_ID, parseId } from '../ids';
import { LIMITS, PAGE_SIZES } from '../limits';
import type { MessageKey } from '../message-keys';
import { codePointLength } from '../characters';
import { isRichTextEmpty, plainTextLength } from '../rich-text';

/** zod's required, invalid-type and invalid-enum messages, all set to one message key. */
export const zMsg = (messageKey: MessageKey) => ({ message: messageKey });

const INVALID: MessageKey = 'validation_invalid_value';

export { MAX_ID, parseId } from '../ids';

/** Database ids are integers in 1..MAX_ID (a JSON number; texts go through `ZFormId`, decision 029). */
export const ZId = z.number(zMsg(INVALID)).int(INVALID).positive(INVALID).max(MAX_ID, INVALID);
export const ZNullableId = ZId.nullable();
/** Optimistic-locking version of a versioned entity. */
export const ZVersion = z.number(zMsg(INVALID)).int(INVALID).nonnegative(INVALID);
/** ISO-8601 date-time (UTC) as sent in responses. */
export const ZIsoDateTime = z.string().datetime({ offset: true });
/** Unix time in seconds (subscription validFrom/validTo only). */
export const ZEpochSeconds = z.number().int();
/** A count (likes, comments, views…). */
export const ZCount = z.number().int().nonnegative();
/** Money amounts are integer cents (minor units) with a currency. */
export const ZCents = z.number().int().nonnegative();

/** Form fields, path and query parameters arrive as strings: '' is "absent", numbers are parsed. */
const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/**
 * An id that may arrive as text (path, query, form field): '' is "absent", the canonical decimal
 * text is the id (`parseId`), any other text stays a string and fails as an invalid value. Never
 * trimmed or coerced: ` 22`, `022`, `+22`, `22.0`, `0x16` are refused, not read as 22.
 */
const toId = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  return value === '' ? undefined : (parseId(value) ?? value);
};

/** An integer that may arrive as a string (multipart and form fields, path and query parameters). */
export const zFormInt = (messageKey: MessageKey = INVALID) =>
  z.preprocess(toNumber, z.number(zMsg(messageKey)).int(messageKey));
/** An id that may arrive as text (form field, path or query parameter): its canonical digits only. */
export const ZFormId = z.preprocess(toId, ZId);
export const ZFormVersion = z.preprocess(toNumber, ZVersion);
export const ZFormCount = z.preprocess(toNumber, z.number(zMsg(INVALID)).int(INVALID).nonnegative(INVALID));
/** An optional id form field: '' and absent are undefined. */
export const ZOptionalFormId = z.preprocess(toId, ZId.optional());
/** An optional id form field that may be cleared: '' and 'null' are null. */
export const ZNullableFormId = z.preprocess(
  (value) => (value === '' || value === 'null' || value === null ? null : toId(value)),
  ZId.nullable().optional(),
);
/** An id path parameter, e.g. `{crowdId}`. @alias of ZFormId */
export const ZIdParam = ZFormId;
/**
 * An optional id form field with its own message key (e.g. a select whose '' or 'null' means
 * none): the same canonical rule as `ZFormId`.
 */
export const zOptionalFormIdWith = (messageKey: MessageKey) =>
  z.preprocess(
    (value) => (value === '' || value === 'null' ? undefined : toId(value)),
    z.number(zMsg(messageKey)).int(messageKey).positive(messageKey).max(MAX_ID, messageKey).optional(),
  );

const toBoolean = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === 'on' || v === '1') return true;
  if (v === 'false' || v === 'off' || v === '0' || v === '') return false;
  return value;
};
/** A boolean that may arrive as a string ('true'/'false', 'on', '1'/'0'). */
export const zFormBoolean = (messageKey: MessageKey = INVALID) => z.preprocess(toBoolean, z.boolean(zMsg(messageKey)));

/** Parses a JSON string (multipart fields carrying structured data); other values pass through. */
export const parseJsonField = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** One value or many (repeated multipart fields, `a[]`), JSON arrays and comma lists as arrays. */
export const toArray = (value: unknown): unknown => {
  if (value === undefined || value === null) return value;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return [];
    if (trimmed.startsWith('[')) return parseJsonField(trimmed);
    return trimmed.includes(',')
      ? trimmed
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [trimmed];
  }
  return [value];
};

/**
 * A list of ids that may arrive as repeated fields, a comma list (`1,2`) or a JSON array; each
 * element is an id by the one rule (a comma list's parts are not trimmed: `1, 2` is refused).
 */
const toIdArray = (value: unknown): unknown => {
  if (typeof value !== 'string') return toArray(value);
  if (value === '') return [];
  return value.startsWith('[') ? parseJsonField(value) : value.split(',');
};
export const ZFormIdList = z.preprocess(toIdArray, z.array(ZFormId, zMsg(INVALID)));

/** A trimmed text that must not be empty; longer than `max` code units reports the same key. */
export const zRequiredText = (messageKey: MessageKey, max: number) =>
  z.string(zMsg(messageKey)).trim().min(1, messageKey).max(max, messageKey);

/**
 * A person's name (registration, profile): required and at most `LIMITS.userNameMax` long
 * (`messageKey`), without control, format or blank-looking characters (`validation_name_characters`),
 * so a name cannot carry line breaks into a mail or reorder what its reader sees.
 */
export const zPersonName = (messageKey: MessageKey) =>
  zRequiredText(messageKey, LIMITS.userNameMax).refine((name) => !hasHiddenCharacters(name), {
    message: 'validation_name_characters',
  });

/** A plain text of at most `max` code points; longer reports `messageKey` (a text without a count). */
export const zLimitedText = (messageKey: MessageKey, max: number) =>
  z.string(zMsg(messageKey)).refine((value) => codePointLength(value) <= max, { message: messageKey });

/**
 * Adds a code-point limit to a string schema; longer reports `messageKey` with `params.count` =
 * characters over the limit (keys whose text shows `{{count}}`).
 */
export const withMaxLength = <T extends z.ZodTypeAny>(
  schema: T,
  max: number,
  messageKey: MessageKey = 'characters_too_long',
) =>
  schema.superRefine((value: unknown, ctx) => {
    if (typeof value !== 'string') return;
    const over = codePointLength(value) - max;
    if (over > 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messageKey, params: { count: over } });
  });

/**
 * Rich-text HTML limited by its plain-text length. Empty reports `emptyKey` (when given), too long
 * reports `tooLongKey` with `params.count` = characters over the limit.
 */
export const zRichText = (options: { emptyKey?: MessageKey; tooLongKey: MessageKey; max: number }) =>
  z.string(zMsg(options.emptyKey ?? options.tooLongKey)).superRefine((html, ctx) => {
    if (options.emptyKey && isRichTextEmpty(html)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: options.emptyKey });
      return;
    }
    const over = plainTextLength(html) - options.max;
    if (over > 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: options.tooLongKey, params: { count: over } });
  });

/** offset/limit paging of infinite lists ('' or absent → the defaults). */
export const zOffsetLimitQuery = (defaultLimit: number) =>
  z.object({
    offset: z.preprocess((value) => toNumber(value) ?? 0, z.number(zMsg(INVALID)).int(INVALID).nonnegative(INVALID)),
    limit: z.preprocess(
      (value) => toNumber(value) ?? defaultLimit,
      z.number(zMsg(INVALID)).int(INVALID).min(1, INVALID).max(100, INVALID),
    ),
  });
export const ZNotificationListQuery = zOffsetLimitQuery(PAGE_SIZES.notifications);
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;
export const ZCommentListQuery = zOffsetLimitQuery(PAGE_SIZES.comments);
export type TCommentListQuery = z.infer<typeof ZCommentListQuery>;

/** A success body carrying the toast's message key. */
export const ZMessageResponse = z.object({ message: ZMessageKey });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;
