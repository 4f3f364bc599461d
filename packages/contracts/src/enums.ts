import { z } from 'zod';
import { CROWD_ROLES, IDEA_STATES, IDEA_TAGS } from './enum-values';
import { LOCALES } from './locales';

export const ZLocale = z.enum(LOCALES);

export const ZAuthProvider = z.enum(['EMAIL_PASSWORD', 'GOOGLE', 'FACEBOOK']);
export type TAuthProvider = z.infer<typeof ZAuthProvider>;

export const ZIdeaState = z.enum(IDEA_STATES);
export type TIdeaState = z.infer<typeof ZIdeaState>;

export const ZIdeaTag = z.enum(IDEA_TAGS);
export type TIdeaTag = z.infer<typeof ZIdeaTag>;

export const ZCrowdRole = z.enum(CROWD_ROLES);
export type TCrowdRole = z.infer<typeof ZCrowdRole>;

export { CROWD_STAFF_ROLES, isCrowdStaff } from './enum-values';

/** userType of the crowd-users admin screen (spec 2, section 3). */
export const ZCrowdUserType = z.enum(['admin', 'manager']);
export type TCrowdUserType = z.infer<typeof ZCrowdUserType>;

/** Only a crowd's admins grant, change or remove the admin role; managers handle managers (decision 015). */
export const mayManageAdminRole = (actor: TCrowdRole | null | undefined): boolean => actor === 'CROWD_ADMIN';

/** Whether `actor` may change or remove this user's role: never the owner's, an admin's only as an admin. */
export const mayChangeCrowdUser = (
  actor: TCrowdRole | null | undefined,
  user: { owner: boolean; userType: TCrowdUserType },
): boolean => !user.owner && (user.userType !== 'admin' || mayManageAdminRole(actor));

export const ZQuestionType = z.enum(['TEXT', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE']);
export type TQuestionType = z.infer<typeof ZQuestionType>;

export const ZQuestionnaireType = z.enum(['IDEA_LIKE', 'IDEA_CREATION']);
export type TQuestionnaireType = z.infer<typeof ZQuestionnaireType>;

/** The subscription family (spec 2, section 4): what happened to a crowd's subscription. */
export const SUBSCRIPTION_NOTIFICATION_TYPES = [
  'crowdSubscriptionActivated',
  'crowdSubscriptionUpgraded',
  'crowdSubscriptionDowngraded',
  'crowdSubscriptionCancelled',
  'crowdSubscriptionPastDue',
  'crowdSubscriptionPastDueTemporarilyDeactivated',
  'crowdSubscriptionRenewed',
  'crowdSubscriptionReactivated',
] as const;
export type TSubscriptionNotificationType = (typeof SUBSCRIPTION_NOTIFICATION_TYPES)[number];

export const ZNotificationType = z.enum([
  'crowdCreated',
  'crowdTopLevelDomainAdded',
  ...SUBSCRIPTION_NOTIFICATION_TYPES,
  'crowdRoleAdded',
  'ideaAdded',
  'ideaCommented',
  'ideaLiked',
  'ideaLikeMilestoneReached',
  'ideaMarkedByAdmin',
  'ideaStateChanged',
  'ideaMerged',
  'webhookDisabled',
]);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/**
 * Whether a notification type also goes into an e-mail digest (decision 036): `off` leaves it to
 * the instant mail; `daily` / `weekly` collect it into one mail instead of the instant one.
 */
export const ZDigestFrequency = z.enum(['off', 'daily', 'weekly']);
export type TDigestFrequency = z.infer<typeof ZDigestFrequency>;

/**
 * Who a notification type can reach: `member` anyone with an account (their own ideas, a role
 * given to them), `crowdStaff` the admins and managers of a crowd (new ideas in it), `crowdAdmin`
 * the admins (the crowd itself, its subscription and payments).
 */
export type TNotificationAudience = 'member' | 'crowdStaff' | 'crowdAdmin';
export const NOTIFICATION_AUDIENCE: Record<TNotificationType, TNotificationAudience> = {
  crowdCreated: 'crowdAdmin',
  crowdTopLevelDomainAdded: 'crowdAdmin',
  crowdSubscriptionActivated: 'crowdAdmin',
  crowdSubscriptionUpgraded: 'crowdAdmin',
  crowdSubscriptionDowngraded: 'crowdAdmin',
  crowdSubscriptionCancelled: 'crowdAdmin',
  crowdSubscriptionPastDue: 'crowdAdmin',
  crowdSubscriptionPastDueTemporarilyDeactivated: 'crowdAdmin',
  crowdSubscriptionRenewed: 'crowdAdmin',
  crowdSubscriptionReactivated: 'crowdAdmin',
  crowdRoleAdded: 'member',
  ideaAdded: 'crowdStaff',
  ideaCommented: 'member',
  ideaLiked: 'member',
  ideaLikeMilestoneReached: 'member',
  ideaMarkedByAdmin: 'member',
  ideaStateChanged: 'member',
  ideaMerged: 'member',
  webhookDisabled: 'crowdAdmin',
};

export const ZNotificationEntityType = z.enum(['crowd', 'idea']);
export type TNotificationEntityType = z.infer<typeof ZNotificationEntityType>;

export const ZTier = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type TTier = z.infer<typeof ZTier>;

export const ZCurrency = z.enum(['EUR', 'CZK', 'USD', 'GBP']);
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZSupportLevel = z.enum(['none', 'basic', 'sla_5_8']);
export type TSupportLevel = z.infer<typeof ZSupportLevel>;

export const ZIdeasListingView = z.enum(['previews', 'rows']);
export type TIdeasListingView = z.infer<typeof ZIdeasListingView>;

export const ZToastVariant = z.enum(['SUCCESS', 'ERROR', 'INFO', 'WARNING']);
export type TToastVariant = z.infer<typeof ZToastVariant>;

export const ZTokenStatus = z.enum(['verifying', 'invalid', 'used', 'success']);
export type TTokenStatus = z.infer<typeof ZTokenStatus>;

/**
 * ACTIVE serves and renews; PAST_DUE serves while a failed renewal waits for payment; DEACTIVATED
 * (past due beyond the grace period) and ENDED serve no more; CANCELLED serves to the end of the
 * paid period and does not renew; SCHEDULED starts at the next billing date (a plan change);
 * INCOMPLETE waits for the card's 3-D Secure confirmation and serves nothing until it is paid.
 */
export const ZSubscriptionStatus = z.enum([
  'ACTIVE',
  'PAST_DUE',
  'DEACTIVATED',
  'CANCELLED',
  'SCHEDULED',
  'ENDED',
  'INCOMPLETE',
]);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** Account state of a crowd user: ACTIVE, or UNVERIFIED until the activation link is used. */
export const ZCrowdUserStatus = z.enum(['ACTIVE', 'UNVERIFIED']);
export type TCrowdUserStatus = z.infer<typeof ZCrowdUserStatus>;

/** The notification types that can reach a user with these crowd roles, in the contracts' order. */
export const notificationTypesFor = (roles: Iterable<TCrowdRole>): TNotificationType[] => {
  const held = new Set(roles);
  const reaches: Record<TNotificationAudience, boolean> = {
    member: true,
    crowdStaff: held.has('CROWD_ADMIN') || held.has('CROWD_MANAGER'),
    crowdAdmin: held.has('CROWD_ADMIN'),
  };
  return ZNotificationType.options.filter((type) => reaches[NOTIFICATION_AUDIENCE[type]]);
};
