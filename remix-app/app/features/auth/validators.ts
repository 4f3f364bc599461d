import {
  ZLoginRequest,
  ZRegisterRequest,
  ZResendActivationRequest,
  ZResetPasswordRequest,
  ZSendPasswordResetEmailRequest,
  ZSocialEmailRequest,
} from '@crowd/contracts/schemas';
import { withZod } from '@remix-validated-form/with-zod';

/**
 * The contracts' request schemas, as used by the forms in the browser and again by the actions.
 * Fields the visitor does not type (locale, crowdId) are added by the actions.
 */
export const loginValidator = withZod(ZLoginRequest);
export const registerValidator = withZod(ZRegisterRequest);
export const resendActivationValidator = withZod(ZResendActivationRequest);
export const forgotPasswordValidator = withZod(ZSendPasswordResetEmailRequest);
export const resetPasswordValidator = withZod(ZResetPasswordRequest);
export const socialEmailValidator = withZod(ZSocialEmailRequest);

export const LOGIN_FIELDS = ['email', 'password'] as const;
export const REGISTER_FIELDS = ['email', 'confirmEmail', 'name', 'password', 'confirmPassword'] as const;
export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
export const RESEND_ACTIVATION_FIELDS = ['email'] as const;
export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export const SOCIAL_EMAIL_FIELDS = ['email'] as const;
