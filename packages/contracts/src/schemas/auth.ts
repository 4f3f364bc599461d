import { z } from 'zod';
import { ZAuthProvider, ZLocale, ZTokenStatus } from '../enums';
import { ZMessageKey } from '../errors';
import { EMAIL_REGEX, zEmail } from '../email';
import { LIMITS } from '../limits';
import { TIME_ZONE_MAX } from '../time-zone';
import { zPassword } from '../password';
import { ZId, ZOptionalFormId, zMsg, zPersonName } from './common';
import { ZUser } from './user';

const ZOptionalCrowdId = ZId.optional();

const ZRegisterFields = z.object({
  email: zEmail('validation_registration_email'),
  confirmEmail: z.string(zMsg('validation_registration_confirmEmail')).trim().toLowerCase(),
  name: zPersonName('validation_registration_name'),
  password: zPassword('validation_registration_password'),
  confirmPassword: z.string(zMsg('validation_registration_confirmPassword')),
  locale: z.enum(ZLocale.options, zMsg('validation_account_locale')).optional(),
  /**
   * The browser's IANA time zone (the form's script fills it). A name this server does not know
   * is stored as UTC rather than refused: the person cannot see or fix a hidden field.
   */
  timeZone: z.string(zMsg('validation_account_timeZone')).max(TIME_ZONE_MAX, 'validation_account_timeZone').optional(),
  /** Registration through a (private) crowd. */
  crowdId: ZOptionalCrowdId,
});

/** POST /register */
export const ZRegisterRequest = ZRegisterFields.superRefine((value, ctx) => {
  if (value.confirmEmail !== value.email)
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'validation_registration_confirmEmail' });
  if (value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation_registration_confirmPassword' });
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;
export type TRegisterRequestInput = z.input<typeof ZRegisterRequest>;
export const ZRegisterResponse = z.object({ message: z.literal('registration_successful') });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

const ZLoginFields = z.object({
  authProvider: z.enum(ZAuthProvider.options, zMsg('validation_invalid_value')).optional().default('EMAIL_PASSWORD'),
  /** Social providers: the provider's access token, verified by the API with the provider. */
  accessToken: z.string(zMsg('social_login_error')).optional(),
  /** Social providers: a name to use when the account is created. */
  name: z.string(zMsg('validation_registration_name')).trim().max(LIMITS.userNameMax).optional(),
  email: z.string(zMsg('validation_login_email')).trim().toLowerCase().optional(),
  password: z.string(zMsg('validation_login_password')).optional(),
  locale: z.enum(ZLocale.options, zMsg('validation_account_locale')).optional(),
  crowdId: ZOptionalCrowdId,
});

/**
 * POST /login. EMAIL_PASSWORD needs an e-mail and a password; GOOGLE and FACEBOOK need an
 * accessToken, and an e-mail only when the provider returned none (social e-mail prompt).
 */
export const ZLoginRequest = ZLoginFields.superRefine((value, ctx) => {
  if (value.authProvider === 'EMAIL_PASSWORD') {
    if (!value.email || value.email.length > LIMITS.emailMax || !EMAIL_REGEX.test(value.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation_login_email' });
    if (!value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation_login_password' });
    return;
  }
  if (!value.accessToken) ctx.addIssue({ code: 'custom', path: ['accessToken'], message: 'social_login_error' });
  if (value.email !== undefined && value.email !== '' && !EMAIL_REGEX.test(value.email))
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation_registration_email' });
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export type TLoginRequestInput = z.input<typeof ZLoginRequest>;
export const ZLoginResponse = ZUser;
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/**
 * POST /login/socialEmail: the e-mail prompt shown on the login host when a social provider
 * returned no e-mail; `token` is the `token` query parameter of `/login/socialEmail`.
 */
export const ZSocialEmailRequest = z.object({
  token: z.string(zMsg('social_login_error')).min(1, 'social_login_error'),
  email: zEmail('validation_registration_email'),
});
export type TSocialEmailRequest = z.infer<typeof ZSocialEmailRequest>;
/** The signed-in user and where the sign-in started (continue through `/sso/start?redirectUrl=`). */
export const ZSocialEmailResponse = ZUser.extend({ redirectUrl: z.string() });
export type TSocialEmailResponse = z.infer<typeof ZSocialEmailResponse>;

/** Outcome of a one-time token (activation, password reset) with the message to show. */
export const ZTokenStatusResponse = z.object({ status: ZTokenStatus, message: ZMessageKey });
export type TTokenStatusResponse = z.infer<typeof ZTokenStatusResponse>;

/** GET /register/activateAccount/{token} */
export const ZActivateAccountParams = z.object({ token: z.string().min(1) });
/** The operation's own name for its response. @alias of ZTokenStatusResponse */
export const ZActivateAccountResponse = ZTokenStatusResponse;
export type TActivateAccountResponse = z.infer<typeof ZActivateAccountResponse>;

/**
 * POST /register/resendActivation: a new activation link for an account not activated yet. The
 * answer is the same whether or not such an account exists.
 */
export const ZResendActivationRequest = z.object({
  email: zEmail('validation_registration_email'),
  crowdId: ZOptionalCrowdId,
});
export type TResendActivationRequest = z.infer<typeof ZResendActivationRequest>;
export const ZResendActivationResponse = z.object({ message: z.literal('activation_email_sent') });
export type TResendActivationResponse = z.infer<typeof ZResendActivationResponse>;

/** POST /login/sendPasswordResetEmail */
export const ZSendPasswordResetEmailRequest = z.object({
  email: zEmail('validation_registration_email'),
  crowdId: ZOptionalCrowdId,
});
export type TSendPasswordResetEmailRequest = z.infer<typeof ZSendPasswordResetEmailRequest>;
export const ZSendPasswordResetEmailResponse = z.object({ message: z.literal('password_reset_email_sent') });
export type TSendPasswordResetEmailResponse = z.infer<typeof ZSendPasswordResetEmailResponse>;

const ZResetPasswordFields = z.object({
  password: zPassword('validation_registration_password'),
  confirmPassword: z.string(zMsg('validation_registration_confirmPassword')),
});

/**
 * GET /login/resetPassword/{token}: whether the link can still set a password (200), before the
 * form is shown; 404 reset_token_invalid (unknown or expired) or 400 reset_token_used otherwise.
 */
export const ZCheckResetTokenResponse = z.object({ status: z.literal('valid') });
export type TCheckResetTokenResponse = z.infer<typeof ZCheckResetTokenResponse>;

/** POST /login/resetPassword/{token} */
export const ZResetPasswordParams = z.object({ token: z.string().min(1) });
export const ZResetPasswordRequest = ZResetPasswordFields.superRefine((value, ctx) => {
  if (value.confirmPassword !== value.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation_registration_confirmPassword' });
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
/** status success → password_reset_successful; invalid → reset_token_invalid; used → reset_token_used. @alias of ZTokenStatusResponse */
export const ZResetPasswordResponse = ZTokenStatusResponse;
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/**
 * The random value a host keeps in a short-lived cookie of the browser that starts a single sign-on
 * round trip (decision 004); a code is bound to it and only that browser can trade the code in.
 */
export const ZSsoState = z.string(zMsg('sso_code_invalid')).regex(/^[A-Za-z0-9_-]{32,128}$/, 'sso_code_invalid');

/** POST /login/sso/code: a signed-in session issues a one-time code for another host. */
export const ZSsoCodeRequest = z.object({
  /** Where the browser returns to; its host must be the main site or a crowd's host. */
  redirectUrl: z.string(zMsg('invalid_redirect_url')).url('invalid_redirect_url'),
  /** The state of the browser on the code's host: the exchange must present the same. */
  state: ZSsoState,
});
export type TSsoCodeRequest = z.infer<typeof ZSsoCodeRequest>;
export const ZSsoCodeResponse = z.object({
  code: z.string(),
  redirectUrl: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TSsoCodeResponse = z.infer<typeof ZSsoCodeResponse>;

/** POST /login/sso/exchange: a host trades the one-time code for a session of its own. */
export const ZSsoExchangeRequest = z.object({
  code: z.string(zMsg('sso_code_invalid')).min(1, 'sso_code_invalid'),
  /** The state cookie of the browser presenting the code. */
  state: ZSsoState,
});
export type TSsoExchangeRequest = z.infer<typeof ZSsoExchangeRequest>;
/** The user signed in on this host and the URL the code was issued for (redirect there). */
export const ZSsoExchangeResponse = ZUser.extend({ redirectUrl: z.string() });
export type TSsoExchangeResponse = z.infer<typeof ZSsoExchangeResponse>;

/** Social providers in redirect-flow paths (lower case). */
export const ZSocialProvider = z.enum(['google', 'facebook']);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;
export const ZSocialProviderParams = z.object({ provider: ZSocialProvider });

/** GET /login/providers: the social providers configured on this deployment. */
export const ZLoginProvidersResponse = z.object({ providers: z.array(ZSocialProvider) });
export type TLoginProvidersResponse = z.infer<typeof ZLoginProvidersResponse>;

/** GET /login/social/{provider}: where to return afterwards, and the crowd signed in through. */
export const ZStartSocialLoginQuery = z.object({
  redirectUrl: z.string().optional(),
  crowdId: ZOptionalFormId,
  locale: ZLocale.optional(),
});
export type TStartSocialLoginQuery = z.infer<typeof ZStartSocialLoginQuery>;

/** GET /login/social/{provider}/callback: the OAuth authorization response. */
export const ZSocialLoginCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
export type TSocialLoginCallbackQuery = z.infer<typeof ZSocialLoginCallbackQuery>;
