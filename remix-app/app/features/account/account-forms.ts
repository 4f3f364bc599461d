import { ZDigestFrequency, ZNotificationType, type TNotificationType } from '@crowd/contracts/enums';
import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_MIME_TYPES, LIMITS } from '@crowd/contracts/limits';
import type { MessageKey } from '@crowd/contracts/message-keys';
import {
  ZChangePasswordRequest,
  ZCreditCardParams,
  ZEraseUserRequest,
  ZMarkNotificationsReadRequest,
  ZSetPasswordRequest,
  ZUpdateAvatarMultipart,
  ZUpdateNotificationSettingsRequest,
  ZUpdateUserRequest,
} from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';
import { z } from 'zod';
import { withCardFields, type CardFormKind } from '~/features/payments/card-form';
import { formNumber, isChecked, isRecord, withNumericIds } from '~/lib/form-values';

/**
 * The account forms, validated in the browser and again in the actions with the contracts'
 * request schemas. Form fields arrive as strings, so the few that the contracts type as numbers
 * (id, version) or booleans (notification flags) are converted before the schema sees them.
 */

export const ACCOUNT_FORMS = {
  avatar: 'avatar',
  profile: 'profile',
  password: 'password',
  deleteAccount: 'deleteAccount',
} as const;

export const profileValidator = withZod(z.preprocess(withNumericIds, ZUpdateUserRequest));
export const changePasswordValidator = withZod(z.preprocess(withNumericIds, ZChangePasswordRequest));
export const setPasswordValidator = withZod(z.preprocess(withNumericIds, ZSetPasswordRequest));

/**
 * Delete account: DELETE /user's fields (an empty password is none: a social-only account's form
 * has no password field) plus `confirmed`, which the dialog's button or, without JavaScript, the
 * form's own checkbox sends: nothing is erased unconfirmed.
 */
export const deleteAccountValidator = withZod(
  z.preprocess(
    (value) =>
      isRecord(value)
        ? { ...value, password: value['password'] || undefined, removeContent: isChecked(value['removeContent']) }
        : value,
    ZEraseUserRequest.extend({
      confirmed: z.literal('yes', { errorMap: () => ({ message: 'validation_invalid_value' }) }),
    }),
  ),
);

const extensionOf = (name: string): string | null => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : null;
};

/**
 * Why a file cannot be an uploaded image (gif, jpeg, jpg, png), reported as `invalidKey`, or
 * null when it can; too large is `payload_too_large`.
 */
export function imageFileProblem(value: unknown, invalidKey: MessageKey): MessageKey | null {
  if (typeof Blob === 'undefined' || !(value instanceof Blob) || value.size === 0) return invalidKey;
  const type = value.type.toLowerCase();
  const name = 'name' in value && typeof value.name === 'string' ? value.name : '';
  const extension = extensionOf(name);
  const typeAllowed = (ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(type);
  const typeUnknown = type === '' || type === 'application/octet-stream';
  const extensionAllowed = extension !== null && (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (extension !== null && !extensionAllowed) return invalidKey;
  if (!typeAllowed && !(typeUnknown && extensionAllowed)) return invalidKey;
  if (value.size > LIMITS.uploadBytesMax) return 'payload_too_large';
  return null;
}

/** Why a file cannot be an avatar (spec 5: gif, jpeg, jpg, png), or null when it can. */
export const avatarFileProblem = (value: unknown): MessageKey | null =>
  imageFileProblem(value, 'validation_account_avatar');

const ZAvatarFile = z
  .unknown()
  .superRefine((value, ctx) => {
    const problem = avatarFileProblem(value);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  })
  .transform((value) => value as Blob);

/** PUT /user/avatar's text fields plus the `avatar` file. */
export const avatarValidator = withZod(ZUpdateAvatarMultipart.extend({ avatar: ZAvatarFile }));

/** The file input's accept list of every image upload. */
export const AVATAR_ACCEPT = [...ALLOWED_IMAGE_MIME_TYPES, ...ALLOWED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`)].join(
  ',',
);

const isNotificationType = (value: string): value is TNotificationType =>
  (ZNotificationType.options as readonly string[]).includes(value);
/** The name of a type's digest select in the settings form. */
export const digestField = (type: TNotificationType): string => `digest_${type}`;

/**
 * The settings form lists the types it shows in `types` (comma separated); a shown type is on
 * when its checkbox (or the switch's field) is present, off otherwise; its digest is its select's
 * value (`off`, `daily`, `weekly`), left out when the form has no select for it.
 */
const settingsFromForm = (value: unknown): unknown => {
  if (!isRecord(value)) return value;
  const shown = String(value['types'] ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(isNotificationType);
  const digests = shown.flatMap((type) => {
    const choice = value[digestField(type)];
    return choice === undefined ? [] : [[type, String(choice)]];
  });
  return {
    version: formNumber(value['version']),
    ...Object.fromEntries(shown.map((type) => [type, isChecked(value[type])])),
    ...(digests.length > 0 ? { digests: Object.fromEntries(digests) } : {}),
  };
};

export const DIGEST_CHOICES = ZDigestFrequency.options;

export const notificationSettingsValidator = withZod(
  z.preprocess(settingsFromForm, ZUpdateNotificationSettingsRequest),
);

/** The credit cards page's forms, told apart by their `intent`; the action refuses any other (400). */
export const CARD_INTENTS = { add: 'add', makeDefault: 'makeDefault', delete: 'delete' } as const;

const savedCardSchema = <T extends string>(intent: T) => ZCreditCardParams.extend({ intent: z.literal(intent) });
export const deleteCreditCardValidator = withZod(savedCardSchema(CARD_INTENTS.delete));
export const makeDefaultCreditCardValidator = withZod(savedCardSchema(CARD_INTENTS.makeDefault));

/** Add card: a new card, never a saved one (`card` is always NEW_CARD). */
export const addCardSchema = (kind: CardFormKind) =>
  withCardFields(z.object({ intent: z.literal(CARD_INTENTS.add) }), kind);
export const addCardValidator = (kind: CardFormKind) => withZod(addCardSchema(kind));

/** Mark all as read: no ids. */
export const markAllReadValidator = withZod(ZMarkNotificationsReadRequest);
