import { z } from 'zod';
import { ZCrowdUserStatus, ZCrowdUserType } from '../enums';
import { ZMessageKey } from '../errors';
import { isEmail, splitEmailList, uniqueEmails } from '../email';
import { ZId, ZVersion, zMsg } from './common';

/** A privileged user of a crowd (admin or manager) in the users table. */
export const ZCrowdUser = z.object({
  id: ZId,
  /** The membership's version: a staged change sent with it is skipped if someone changed the user meanwhile. */
  version: ZVersion,
  userId: ZId,
  email: z.string(),
  name: z.string(),
  userType: ZCrowdUserType,
  /** True for the crowd's owner, who cannot be changed or removed here. */
  owner: z.boolean(),
  disabled: z.boolean(),
  status: ZCrowdUserStatus,
});
export type TCrowdUser = z.infer<typeof ZCrowdUser>;

/** GET /crowdUsers/{crowdId} */
export const ZCrowdUserListResponse = z.array(ZCrowdUser);
export type TCrowdUserListResponse = z.infer<typeof ZCrowdUserListResponse>;

/** A list of e-mails or free text split on white space, commas and semicolons; lower-cased, deduplicated. */
const ZEmailList = z.preprocess(
  (value) => (typeof value === 'string' ? splitEmailList(value) : Array.isArray(value) ? value : value),
  z
    .array(z.string(zMsg('validation_crowd_users_emails')).trim(), zMsg('validation_crowd_users_emails_empty'))
    .min(1, 'validation_crowd_users_emails_empty')
    .refine((emails) => emails.every((email) => isEmail(email)), 'validation_crowd_users_emails')
    .transform((emails) => uniqueEmails(emails)),
);

/** POST /crowdUsers; the per-role limit (validation_crowd_users_can_only_add with count) is the server's. */
export const ZAddCrowdUsersRequest = z.object({
  emails: ZEmailList,
  userType: z.enum(ZCrowdUserType.options, zMsg('validation_invalid_value')),
  crowdId: ZId,
});
export type TAddCrowdUsersRequest = z.infer<typeof ZAddCrowdUsersRequest>;
export type TAddCrowdUsersRequestInput = z.input<typeof ZAddCrowdUsersRequest>;
/**
 * `nonExistingMails`: e-mails without an account (none added); `roles`: the crowd users added or
 * changed. The message is crowd_users_added_successfully, crowd_users_already_exist or
 * validation_crowd_users_do_not_exist_some.
 */
export const ZAddCrowdUsersResponse = z.object({
  message: ZMessageKey,
  nonExistingMails: z.array(z.string()),
  roles: z.array(ZCrowdUser),
});
export type TAddCrowdUsersResponse = z.infer<typeof ZAddCrowdUsersResponse>;

/** PUT /crowdUsers: the changed entries only, applied together or not at all. */
export const ZUpdateCrowdUsersRequest = z.object({
  crowdId: ZId,
  crowdUsers: z
    .array(
      z.object({
        id: ZId,
        version: ZVersion.optional(),
        userType: z.enum(ZCrowdUserType.options, zMsg('validation_invalid_value')),
        disabled: z.boolean(zMsg('validation_invalid_value')),
      }),
      zMsg('validation_invalid_value'),
    )
    .min(1, 'validation_invalid_value'),
});
export type TUpdateCrowdUsersRequest = z.infer<typeof ZUpdateCrowdUsersRequest>;
/**
 * The crowd's users after the change; entries that were removed or changed meanwhile (another
 * version) are skipped and the message is crowd_users_updated_some.
 */
export const ZUpdateCrowdUsersResponse = z.object({ message: ZMessageKey, crowdUsers: z.array(ZCrowdUser) });
export type TUpdateCrowdUsersResponse = z.infer<typeof ZUpdateCrowdUsersResponse>;

/** DELETE /crowdUsers (JSON body). */
export const ZDeleteCrowdUserRequest = z.object({ crowdId: ZId, crowdUserId: ZId });
export type TDeleteCrowdUserRequest = z.infer<typeof ZDeleteCrowdUserRequest>;
export const ZDeleteCrowdUserResponse = z.object({ message: z.literal('crowd_user_deleted') });
export type TDeleteCrowdUserResponse = z.infer<typeof ZDeleteCrowdUserResponse>;
