import { z } from 'zod';
import { ZCrowdRole, ZCurrency, ZIdeasListingView, ZLocale, ZSubscriptionStatus } from '../enums';
import { isEmail, splitEmailList } from '../email';
import { LIMITS, UI } from '../limits';
import type { MessageKey } from '../message-keys';
import {
  DOMAIN_REGEX,
  GA_CODE_REGEX,
  HEX_COLOR_REGEX,
  SUBDOMAIN_REGEX,
  isReservedSubdomain,
  normalizeDomain,
  normalizeSubdomain,
} from '../text';
import {
  ZCents,
  ZCount,
  ZFormId,
  ZFormVersion,
  ZId,
  ZIsoDateTime,
  ZNullableId,
  ZVersion,
  zLimitedText,
  zMsg,
  zRequiredText,
  zRichText,
} from './common';
import { NO_SUBSCRIPTION, ZPlanFeatures, ZPlanName } from './subscription';

const BILLING_FIELD_MAX = 200;
const billingField = (messageKey: MessageKey) => zRequiredText(messageKey, BILLING_FIELD_MAX);

/** Billing details of a crowd: every field required except vatId. */
export const ZBillingInfo = z.object({
  name: billingField('validation_crowd_billing_name'),
  companyName: billingField('validation_crowd_billing_companyName'),
  street: billingField('validation_crowd_billing_street'),
  postalCode: billingField('validation_crowd_billing_postalCode'),
  city: billingField('validation_crowd_billing_city'),
  country: billingField('validation_crowd_billing_country'),
  companyId: billingField('validation_crowd_billing_companyId'),
  taxId: billingField('validation_crowd_billing_taxId'),
  vatId: z.string().trim().max(BILLING_FIELD_MAX).optional(),
});
export type TBillingInfo = z.infer<typeof ZBillingInfo>;

/** Billing details as stored: empty strings until the owner fills them in. */
export const ZBillingInfoView = z.object({
  name: z.string(),
  companyName: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  companyId: z.string(),
  taxId: z.string(),
  vatId: z.string(),
});
export type TBillingInfoView = z.infer<typeof ZBillingInfoView>;

export const ZThemingData = z.object({
  id: ZId,
  version: ZVersion,
  crowdId: ZId,
  ideasListingView: ZIdeasListingView,
  displayDefaultSlideshow: z.boolean(),
  displayCustomIntro: z.boolean(),
  /** Sanitized rich-text HTML. */
  customIntroContent: z.string(),
  customIntroBackgroundColor: z.string(),
});
export type TThemingData = z.infer<typeof ZThemingData>;
export const DEFAULT_THEMING = {
  ideasListingView: 'previews',
  displayDefaultSlideshow: true,
  displayCustomIntro: false,
  customIntroContent: '',
  customIntroBackgroundColor: UI.defaultIntroColor,
} as const satisfies Omit<TThemingData, 'id' | 'version' | 'crowdId'>;

/**
 * The /crowds table's status (spec 1, 2.7): active when the crowd is visible and has a
 * subscription in force or one starting later; not the same thing as `active` (the operator's flag).
 */
export const ZCrowdStatus = z.enum(['active', 'inactive']);
export type TCrowdStatus = z.infer<typeof ZCrowdStatus>;

/** The /crowds table's plan: the name of the subscription in force, else `no_subscription`. */
export const ZCrowdPlan = z.union([ZPlanName, z.literal(NO_SUBSCRIPTION)]);
export type TCrowdPlan = z.infer<typeof ZCrowdPlan>;

/**
 * An own domain is `pending` until the DNS TXT record `recordName` holds `recordValue` (decision
 * 029); the API checks it on request and again periodically. A verified domain whose record
 * disappeared is pending again and keeps being served (`served`) for a grace period only.
 */
export const ZDomainStatus = z.enum(['pending', 'verified']);
export type TDomainStatus = z.infer<typeof ZDomainStatus>;

export const ZDomainVerification = z.object({
  status: ZDomainStatus,
  /** The TXT record's name, `_crowd-ideas.<domain>`. */
  recordName: z.string(),
  /** The value the record must hold: this crowd's token for this domain. */
  recordValue: z.string(),
  /** Whether the crowd is served on the domain now (verified, or pending within the grace period). */
  served: z.boolean(),
  /** When the API last looked the record up; null before the first check. */
  checkedAt: ZIsoDateTime.nullable(),
});
export type TDomainVerification = z.infer<typeof ZDomainVerification>;

/** A DNS record the crowd's admins publish for their own domain. */
export const ZDnsRecord = z.object({
  type: z.enum(['CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

/**
 * What the own domain answers over TLS when the API asks (issue 29): `none` when nothing answers
 * (no certificate issued yet), `valid` for a trusted, unexpired certificate for the domain, else
 * `invalid` with why: `untrusted` (self-signed or unknown issuer), `name_mismatch`, `expired`,
 * `not_yet_valid`.
 */
export const ZCertificateState = z.object({
  state: z.enum(['none', 'valid', 'invalid']),
  validTo: ZIsoDateTime.optional(),
  issuer: z.string().optional(),
  reason: z.enum(['untrusted', 'name_mismatch', 'expired', 'not_yet_valid']).optional(),
});
export type TCertificateState = z.infer<typeof ZCertificateState>;

/**
 * GET /crowd/{crowdId}/domain: the records to publish (the CNAME that points the domain here and
 * the TXT proof), the proof's state and the certificate's. Without an own domain: no records, no
 * proof, certificate `none`.
 */
export const ZCrowdDomainStatus = z.object({
  domain: z.string().nullable(),
  records: z.array(ZDnsRecord),
  proof: ZDomainVerification.nullable(),
  certificate: ZCertificateState,
});
export type TCrowdDomainStatus = z.infer<typeof ZCrowdDomainStatus>;

/** A crowd as its admins and managers see it. */
export const ZCrowd = z.object({
  id: ZId,
  version: ZVersion,
  title: z.string(),
  description: z.string(),
  locale: ZLocale,
  /** Third-level subdomain (normalized); null until set. */
  subdomain: z.string().nullable(),
  /** Own domain (normalized, no `www.`); null when none. */
  domain: z.string().nullable(),
  /** How the own domain is proven; null without one. */
  domainVerification: ZDomainVerification.nullable(),
  /** Whether the subdomain stays the crowd's address even when an own domain is set. */
  subdomainRouting: z.boolean(),
  gaCode: z.string().nullable(),
  likeMilestone: z.number().int().nonnegative().nullable(),
  /** Reward for an implemented idea, integer cents of rewardCurrency. */
  rewardAmount: ZCents.nullable(),
  rewardCurrency: ZCurrency,
  visible: z.boolean(),
  hideTitle: z.boolean(),
  privateCrowd: z.boolean(),
  privateUsers: z.boolean(),
  allowPrePrivateLogins: z.boolean(),
  /** E-mail domains or whole addresses allowed to register through a private crowd. */
  allowedDomains: z.array(z.string()),
  featuredImageId: ZNullableId,
  /** The current user's role in this crowd. */
  role: ZCrowdRole.nullable(),
  trialEligible: z.boolean(),
  userInteractionsCount: ZCount,
  ideasCount: ZCount,
  billingInfo: ZBillingInfoView,
  themingData: ZThemingData,
  /** False when disabled by the operator or deactivated for non-payment. */
  active: z.boolean(),
  /** Features of the current subscription; null without one. */
  features: ZPlanFeatures.nullable(),
  status: ZCrowdStatus,
  plan: ZCrowdPlan,
  /** When the subscription in force ends (the admin area's trial banner counts the days); null without one or without an end. */
  planValidTo: ZIsoDateTime.nullable(),
  /**
   * The status of the crowd's live subscription (PAST_DUE and DEACTIVATED get the admin area's
   * payment banner); null without one.
   */
  subscriptionStatus: ZSubscriptionStatus.nullable(),
  createdAt: ZIsoDateTime,
  /**
   * Whether the current user may delete the crowd (DELETE /crowd/{crowdId}): they own it, it never
   * had a subscription (not even a trial) and it has no ideas.
   */
  deletable: z.boolean(),
});
export type TCrowd = z.infer<typeof ZCrowd>;

/** GET /crowd: the crowds where the user is admin or manager. */
export const ZCrowdListResponse = z.array(ZCrowd);
export type TCrowdListResponse = z.infer<typeof ZCrowdListResponse>;

/** A crowd as its public site sees it (GET /crowdView/{crowdId}, GET /crowdView/domain/{domain}). */
export const ZCrowdView = z.object({
  id: ZId,
  title: z.string(),
  /** Same as title (the spec's clients read both). */
  name: z.string(),
  description: z.string(),
  locale: ZLocale,
  subdomain: z.string().nullable(),
  /** The own domain while it serves the crowd (proven, decision 029); null otherwise. */
  domain: z.string().nullable(),
  subdomainRouting: z.boolean(),
  /** `{protocol}://{host}` of the crowd's canonical site (the contracts' host rule, plan in force). */
  canonicalUrl: z
    .string()
    .url()
    .describe("The crowd's canonical site: its served own domain, else its subdomain, else the main site"),
  visible: z.boolean(),
  active: z.boolean(),
  privateCrowd: z.boolean(),
  role: ZCrowdRole.nullable(),
  hideTitle: z.boolean(),
  featuredImageId: ZNullableId,
  gaCode: z.string().nullable(),
  likeMilestone: z.number().int().nonnegative().nullable(),
  rewardAmount: ZCents.nullable(),
  rewardCurrency: ZCurrency,
  ideasCount: ZCount,
  /** The current subscription's features (ideas limit: negative is unlimited); null without one. */
  features: ZPlanFeatures.nullable(),
  themingData: ZThemingData,
  /** Sent to the crowd's admins only. */
  billingInfo: ZBillingInfoView.optional(),
});
export type TCrowdView = z.infer<typeof ZCrowdView>;

/** POST /crowd (no body): a new hidden crowd owned by the user. */
export const ZCreateCrowdResponse = z.object({ message: z.literal('crowd_created'), crowd: ZCrowd });
export type TCreateCrowdResponse = z.infer<typeof ZCreateCrowdResponse>;

/** DELETE /crowd/{crowdId} */
export const ZDeleteCrowdResponse = z.object({ message: z.literal('crowd_deleted') });
export type TDeleteCrowdResponse = z.infer<typeof ZDeleteCrowdResponse>;

const toDigits = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
};
/** Digits only (a number, or a string of digits from a form); '' or null clears it. */
const zDigits = (messageKey: MessageKey) =>
  z.preprocess(toDigits, z.number(zMsg(messageKey)).int(messageKey).nonnegative(messageKey).nullable());

const toList = (value: unknown): unknown => (typeof value === 'string' ? splitEmailList(value) : value);
const isAllowedEntry = (entry: string): boolean => isEmail(entry) || DOMAIN_REGEX.test(entry.replace(/^@/, ''));

const ZUpdateCrowdFields = z.object({
  id: ZId,
  version: ZVersion,
  title: zRequiredText('validation_crowd_title', LIMITS.crowdTitleMax).optional(),
  description: zLimitedText('validation_crowd_description', LIMITS.crowdDescriptionMax).optional(),
  locale: z.enum(ZLocale.options, zMsg('validation_account_locale')).optional(),
  subdomain: z
    .string(zMsg('validation_crowd_subdomain_empty'))
    .transform(normalizeSubdomain)
    .pipe(
      z
        .string()
        .min(1, 'validation_crowd_subdomain_empty')
        .max(LIMITS.subdomainMax, 'validation_crowd_subdomain_regex')
        .refine((sub) => !isReservedSubdomain(sub), 'validation_crowd_subdomain_invalid')
        .refine((sub) => SUBDOMAIN_REGEX.test(sub), 'validation_crowd_subdomain_regex'),
    )
    .optional(),
  /** '' or null removes the own domain. */
  domain: z
    .string(zMsg('validation_crowd_domain_regex'))
    .transform(normalizeDomain)
    .pipe(z.string().refine((domain) => domain === '' || DOMAIN_REGEX.test(domain), 'validation_crowd_domain_regex'))
    .nullable()
    .optional(),
  subdomainRouting: z.boolean(zMsg('validation_invalid_value')).optional(),
  gaCode: z
    .string(zMsg('validation_crowd_gacode'))
    .trim()
    .refine((code) => code === '' || GA_CODE_REGEX.test(code), 'validation_crowd_gacode')
    .nullable()
    .optional(),
  likeMilestone: zDigits('validation_crowd_likeMilestone').optional(),
  /** Integer cents. */
  rewardAmount: zDigits('validation_crowd_rewardAmount').optional(),
  rewardCurrency: z.enum(ZCurrency.options, zMsg('validation_invalid_value')).optional(),
  visible: z.boolean(zMsg('validation_invalid_value')).optional(),
  hideTitle: z.boolean(zMsg('validation_invalid_value')).optional(),
  privateCrowd: z.boolean(zMsg('validation_invalid_value')).optional(),
  privateUsers: z.boolean(zMsg('validation_invalid_value')).optional(),
  allowPrePrivateLogins: z.boolean(zMsg('validation_invalid_value')).optional(),
  /** A list, or free text split on white space, commas and semicolons. */
  allowedDomains: z
    .preprocess(
      toList,
      z
        .array(z.string().trim().toLowerCase(), zMsg('validation_crowd_private_allowed_emails_invalid'))
        .refine((entries) => entries.every(isAllowedEntry), 'validation_crowd_private_allowed_emails_invalid'),
    )
    .optional(),
  billingInfo: ZBillingInfo.optional(),
});

/**
 * PUT /crowd: id, version and the changed fields. Cross-field rules checked here when both
 * fields are sent; the server checks them again against the stored crowd and its plan
 * (own domain only with the ownDomain feature, uniqueness, product name in the domain).
 */
export const ZUpdateCrowdRequest = ZUpdateCrowdFields.superRefine((value, ctx) => {
  if (value.subdomainRouting === false && value.domain !== undefined && !value.domain)
    ctx.addIssue({ code: 'custom', path: ['domain'], message: 'validation_crowd_subdomain_disabled_domain_empty' });
  if (value.privateCrowd === true && value.allowedDomains !== undefined && value.allowedDomains.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['allowedDomains'],
      message: 'validation_crowd_private_allowed_emails_empty',
    });
});
export type TUpdateCrowdRequest = z.infer<typeof ZUpdateCrowdRequest>;
export type TUpdateCrowdRequestInput = z.input<typeof ZUpdateCrowdRequest>;
/** The operation's own name for its response. @alias of ZCrowd */
export const ZUpdateCrowdResponse = ZCrowd;
export type TUpdateCrowdResponse = z.infer<typeof ZUpdateCrowdResponse>;

/** POST /crowd/uploadCoverImage multipart text fields; the file field is `coverImage`. */
export const ZUploadCoverImageMultipart = z.object({ id: ZFormId, version: ZFormVersion });
export type TUploadCoverImageMultipart = z.infer<typeof ZUploadCoverImageMultipart>;
/** The operation's own name for its response. @alias of ZCrowd */
export const ZUploadCoverImageResponse = ZCrowd;
export type TUploadCoverImageResponse = z.infer<typeof ZUploadCoverImageResponse>;

/** PUT /crowd/theming: id, crowdId, version and the changed fields. */
export const ZUpdateThemingRequest = z.object({
  id: ZId,
  crowdId: ZId,
  version: ZVersion,
  ideasListingView: z.enum(ZIdeasListingView.options, zMsg('validation_invalid_value')).optional(),
  displayDefaultSlideshow: z.boolean(zMsg('validation_invalid_value')).optional(),
  displayCustomIntro: z.boolean(zMsg('validation_invalid_value')).optional(),
  customIntroContent: zRichText({
    tooLongKey: 'validation_crowd_intro_too_long',
    max: LIMITS.introContentMax,
  }).optional(),
  customIntroBackgroundColor: z
    .string(zMsg('validation_crowd_intro_color'))
    .trim()
    .regex(HEX_COLOR_REGEX, 'validation_crowd_intro_color')
    .optional(),
});
export type TUpdateThemingRequest = z.infer<typeof ZUpdateThemingRequest>;
/** The operation's own name for its response. @alias of ZThemingData */
export const ZUpdateThemingResponse = ZThemingData;
export type TUpdateThemingResponse = z.infer<typeof ZUpdateThemingResponse>;
