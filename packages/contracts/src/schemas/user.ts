import { z } from 'zod';
import { ZMessageKey } from '../errors';
import { LIMITS } from '../limits';
import { ZCrowdRole, ZDigestFrequency, ZLocale, ZNotificationType, type TNotificationType } from '../enums';
import { zPassword } from '../password';
import { isTimeZone } from '../time-zone';
import { ZFormVersion, ZFormId, ZId, ZNullableId, ZVersion, zLimitedText, zMsg, zPersonName } from './common';

/** The signed-in user (GET /user, login, profile updates). */
export const ZUser = z.object({
  id: ZId,
  version: ZVersion,
  email: z.string(),
  name: z.string(),
  about: z.string(),
  locale: ZLocale,
  /** IANA name: the digests' 08:00 is the account's local time (decision 036). */
  timeZone: z.string(),
  hasPassword: z.boolean(),
  avatarImageId: ZNullableId,
  trialEligible: z.boolean(),
  /** Set for a private user: the only crowd this user may use. */
  boundCrowdId: ZNullableId,
});
export type TUser = z.infer<typeof ZUser>;
/** The operation's own name for its response. @alias of ZUser */
export const ZGetUserResponse = ZUser;
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;

/** GET /user/roles: the user's role keyed by crowd id. */
export const ZUserRolesResponse = z.record(z.string(), ZCrowdRole);
export type TUserRolesResponse = z.infer<typeof ZUserRolesResponse>;

/** GET /user/ideasLiked: ids of ideas the user liked, commented on, answered a questionnaire for, rated. */
export const ZUserIdeasLikedResponse = z.object({
  ideasLikedIds: z.array(ZId),
  ideasCommentedOnIds: z.array(ZId),
  ideasAnsweredIds: z.array(ZId),
  ideasRatedIds: z.array(ZId),
});
export type TUserIdeasLikedResponse = z.infer<typeof ZUserIdeasLikedResponse>;

/** GET /user/logout */
export const ZLogoutResponse = z.object({ message: z.literal('logout_successful') });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

/** An IANA time zone name the server's Intl knows. */
const zTimeZone = () => z.string(zMsg('validation_account_timeZone')).refine(isTimeZone, 'validation_account_timeZone');

/** PUT /user: id, version and only the changed fields. */
export const ZUpdateUserRequest = z.object({
  id: ZId,
  version: ZVersion,
  name: zPersonName('validation_account_name').optional(),
  about: zLimitedText('validation_account_about', LIMITS.aboutMax).optional(),
  locale: z.enum(ZLocale.options, zMsg('validation_account_locale')).optional(),
  timeZone: zTimeZone().optional(),
  avatarImageId: ZNullableId.optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;
/** Message account_update_successful and the updated user. */
export const ZUpdateUserResponse = z.object({ message: z.literal('account_update_successful'), user: ZUser });
export type TUpdateUserResponse = z.infer<typeof ZUpdateUserResponse>;

/** PUT /user/avatar multipart text fields; the file field is `avatar` (jpeg after the square crop). */
export const ZUpdateAvatarMultipart = z.object({ id: ZFormId, version: ZFormVersion });
export type TUpdateAvatarMultipart = z.infer<typeof ZUpdateAvatarMultipart>;
/** Message avatar_upload_successful and the user with the new avatarImageId. */
export const ZUpdateAvatarResponse = z.object({ message: z.literal('avatar_upload_successful'), user: ZUser });
export type TUpdateAvatarResponse = z.infer<typeof ZUpdateAvatarResponse>;

const ZChangePasswordFields = z.object({
  id: ZId,
  version: ZVersion,
  currentPassword: z
    .string(zMsg('validation_change_password_currentPassword'))
    .min(1, 'validation_change_password_currentPassword'),
  password: zPassword('validation_change_password_password'),
  confirmPassword: z.string(zMsg('validation_change_password_confirmPassword')),
});

/** PUT /user/password for a user who has a password. */
export const ZChangePasswordRequest = ZChangePasswordFields.superRefine((value, ctx) => {
  if (value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation_change_password_confirmPassword' });
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

const ZSetPasswordFields = z.object({
  id: ZId,
  version: ZVersion,
  password: zPassword('validation_registration_password'),
  confirmPassword: z.string(zMsg('validation_registration_confirmPassword')),
});

/** PUT /user/password for a user without a password (signed up through a social account). */
export const ZSetPasswordRequest = ZSetPasswordFields.superRefine((value, ctx) => {
  if (value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation_registration_confirmPassword' });
});
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/**
 * PUT /user/password as documented: the server validates with ZChangePasswordRequest when the
 * user has a password, else with ZSetPasswordRequest.
 */
export const ZUpdatePasswordRequest = z.union([ZChangePasswordRequest, ZSetPasswordRequest]);
export type TUpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;
/** Message change_password_successful or set_password_successful, and the user's new version. */
export const ZUpdatePasswordResponse = z.object({ message: ZMessageKey, user: ZUser });
export type TUpdatePasswordResponse = z.infer<typeof ZUpdatePasswordResponse>;

const notificationFlags = <S extends z.ZodTypeAny>(schema: () => S) =>
  Object.fromEntries(ZNotificationType.options.map((type) => [type, schema()])) as { [K in TNotificationType]: S };

/**
 * E-mail notification toggles, plus version: one flag per notification type that can reach the
 * user (`notificationTypesFor` their crowd roles); the other types are left out.
 */
export const ZNotificationSettings = z.object({
  version: ZVersion,
  ...notificationFlags(() => z.boolean().optional()),
  /**
   * Per type the flags list: `daily` / `weekly` collect it into a digest instead of the instant
   * mail (decision 036); `off` leaves the flag in charge.
   */
  digests: z.object(notificationFlags(() => ZDigestFrequency.optional())),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;
/** The operation's own name for its response. @alias of ZNotificationSettings */
export const ZGetNotificationSettingsResponse = ZNotificationSettings;
export type TGetNotificationSettingsResponse = z.infer<typeof ZGetNotificationSettingsResponse>;

/**
 * PUT /user/notificationSettings: version and the flags to change. Flags of types that cannot reach
 * the user are ignored (nothing is stored for them), so a form loaded before a role changed still saves.
 */
export const ZUpdateNotificationSettingsRequest = z.object({
  version: ZVersion,
  ...notificationFlags(() => z.boolean(zMsg('validation_invalid_value')).optional()),
  /** The digest choices to change; left out (as older clients do), nothing of them changes. */
  digests: z
    .object(
      notificationFlags(() => z.enum(ZDigestFrequency.options, zMsg('validation_invalid_value')).optional()),
      zMsg('validation_invalid_value'),
    )
    .optional(),
});
export type TUpdateNotificationSettingsRequest = z.infer<typeof ZUpdateNotificationSettingsRequest>;
export const ZUpdateNotificationSettingsResponse = z.object({
  message: z.literal('notifications_update_successful'),
  settings: ZNotificationSettings,
});
export type TUpdateNotificationSettingsResponse = z.infer<typeof ZUpdateNotificationSettingsResponse>;

/**
 * DELETE /user (decision 034): the password of an account that has one; an account without one
 * (social sign-in only) sends nothing and is mailed a one-time link instead. `removeContent` deletes
 * the user's own ideas and comments; otherwise they stay, shown as by a deleted user.
 */
export const ZEraseUserRequest = z.object({
  password: z.string(zMsg('validation_account_erase_password')).max(LIMITS.passwordMax).optional(),
  removeContent: z.boolean(zMsg('validation_invalid_value')).optional(),
});
export type TEraseUserRequest = z.infer<typeof ZEraseUserRequest>;
/** `erased`: gone at once, every session revoked; `link_sent`: the confirmation link was mailed. */
export const ZEraseUserResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('erased'), message: z.literal('account_erased') }),
  z.object({ status: z.literal('link_sent'), message: z.literal('account_erasure_link_sent') }),
]);
export type TEraseUserResponse = z.infer<typeof ZEraseUserResponse>;

/** POST /user/erasure: the one-time link's token (the choice of `removeContent` travelled with it). */
export const ZConfirmUserErasureRequest = z.object({
  token: z.string(zMsg('account_erasure_link_invalid')).min(1, 'account_erasure_link_invalid').max(256),
});
export type TConfirmUserErasureRequest = z.infer<typeof ZConfirmUserErasureRequest>;
export const ZConfirmUserErasureResponse = z.object({
  status: z.literal('erased'),
  message: z.literal('account_erased'),
});
export type TConfirmUserErasureResponse = z.infer<typeof ZConfirmUserErasureResponse>;

/** The 409 body of an erasure refused because the user owns crowds: transfer or close them first. */
export const ZEraseUserOwnsCrowdsError = z.object({
  error: z.literal('account_erase_owns_crowds'),
  crowds: z.array(z.object({ id: ZId, name: z.string() })),
});
export type TEraseUserOwnsCrowdsError = z.infer<typeof ZEraseUserOwnsCrowdsError>;
