import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import {
  ZResetPasswordResponse,
  ZSendPasswordResetEmailResponse,
  type MessageKey,
  type TTokenStatus,
} from '@crowd/contracts';
import { api as apiClient } from '~/lib/api.server';
import { redirectWithToast } from '~/lib/toast.server';
import { authCrowd } from './crowd.server';
import { fieldErrorsFor, formFailure, withoutSecrets } from './form.server';
import {
  FORGOT_PASSWORD_FIELDS,
  RESET_PASSWORD_FIELDS,
  forgotPasswordValidator,
  resetPasswordValidator,
} from './validators';

export interface ForgotPasswordDone {
  message: MessageKey;
}

/** POST /login/sendPasswordResetEmail (with the crowd on a crowd host): always the same answer. */
export async function forgotPasswordAction(args: ActionFunctionArgs) {
  const validated = await forgotPasswordValidator.validate(await args.request.formData());
  if (validated.error) return formFailure(validated.error.fieldErrors, validated.submittedData);

  const { crowd, blocked } = await authCrowd(args);
  if (blocked) throw redirect('/');
  const api = apiClient(args).forCrowd(crowd);
  const result = await api.request('POST', '/login/sendPasswordResetEmail', {
    body: { email: validated.data.email, crowdId: crowd?.id },
    schema: ZSendPasswordResetEmailResponse,
  });
  if (result.ok) return data<ForgotPasswordDone>({ message: result.data.message }, { headers: api.responseHeaders });
  const fieldErrors =
    result.error.status === 422 ? fieldErrorsFor(result.error.fieldErrors, FORGOT_PASSWORD_FIELDS) : null;
  if (fieldErrors) return formFailure(fieldErrors, validated.submittedData, { headers: api.responseHeaders });
  // Spec 8: a failed reset request raises the generic error.
  return redirectWithToast(
    '/forgotPassword',
    { type: 'ERROR', message: 'default_error' },
    { headers: api.responseHeaders },
  );
}

export interface ResetPasswordPage {
  /** False without a token in the address: the page says the link is invalid. */
  hasToken: boolean;
}

export interface ResetPasswordOutcome {
  status: TTokenStatus;
  message: MessageKey;
}

export function resetPasswordLoader({ params }: LoaderFunctionArgs) {
  return data<ResetPasswordPage>({ hasToken: Boolean(params.token) });
}

/** POST /login/resetPassword/{token}: the token's outcome with its message. */
export async function resetPasswordAction(args: ActionFunctionArgs) {
  const token = args.params.token;
  if (!token) return data<ResetPasswordOutcome>({ status: 'invalid', message: 'reset_token_invalid' });
  const validated = await resetPasswordValidator.validate(await args.request.formData());
  if (validated.error) return formFailure(validated.error.fieldErrors, withoutSecrets(validated.submittedData));

  const api = apiClient(args);
  const result = await api.request('POST', `/login/resetPassword/${encodeURIComponent(token)}`, {
    body: validated.data,
    schema: ZResetPasswordResponse,
  });
  if (result.ok) return data<ResetPasswordOutcome>(result.data, { headers: api.responseHeaders });
  const fieldErrors =
    result.error.status === 422 ? fieldErrorsFor(result.error.fieldErrors, RESET_PASSWORD_FIELDS) : null;
  if (fieldErrors) return formFailure(fieldErrors, undefined, { headers: api.responseHeaders });
  if (result.error.status === 404 || result.error.status === 400 || result.error.status === 410) {
    const message = result.error.serverKey === 'reset_token_used' ? 'reset_token_used' : 'reset_token_invalid';
    return data<ResetPasswordOutcome>(
      { status: message === 'reset_token_used' ? 'used' : 'invalid', message },
      { headers: api.responseHeaders },
    );
  }
  return redirectWithToast(
    new URL(args.request.url).pathname,
    { type: 'ERROR', message: result.error.key },
    { headers: api.responseHeaders },
  );
}
