import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { type MessageKey, type TTokenStatus } from '@crowd/contracts';
import { api as apiClient } from '~/lib/api.server';
import { redirectWithToast, toastForRefusal } from '~/lib/toast.server';
import { crowdFormApi, submitValidated, withoutSecrets } from './form.server';
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
  const form = {
    validator: forgotPasswordValidator,
    fields: FORGOT_PASSWORD_FIELDS,
    refill: (posted: Record<string, unknown>) => posted,
  };
  const submitted = await submitValidated(args.request, form, async ({ email }) => {
    const { crowd, api } = await crowdFormApi(args);
    const result = await api.request('sendPasswordResetEmail', { body: { email, crowdId: crowd?.id } });
    return { api, result };
  });
  if (submitted.refused) return submitted.refused;
  const { result } = submitted;
  if (result.ok) return data<ForgotPasswordDone>({ message: result.data.message });
  // Spec 8: a failed reset request raises the generic error.
  return redirectWithToast(
    '/forgotPassword',
    toastForRefusal(result.error, { type: 'ERROR', message: 'default_error' }),
  );
}

/** The reset page: the form, or why the link cannot be used (said before the form is shown). */
export type ResetPasswordPage = { usable: true } | { usable: false; outcome: ResetPasswordOutcome };

export interface ResetPasswordOutcome {
  status: TTokenStatus;
  message: MessageKey;
}

const unusable = (message: 'reset_token_invalid' | 'reset_token_used'): ResetPasswordPage => ({
  usable: false,
  outcome: { status: message === 'reset_token_used' ? 'used' : 'invalid', message },
});

/**
 * GET /login/resetPassword/{token} first: a used, expired or unknown link says so instead of a form
 * that would fail. If the check itself fails, the form is shown and the post tells.
 */
export async function resetPasswordLoader(args: LoaderFunctionArgs) {
  const token = args.params.token;
  if (!token) return data(unusable('reset_token_invalid'));
  const result = await apiClient(args).request('checkResetToken', { params: { token } });
  if (result.ok) return data<ResetPasswordPage>({ usable: true });
  if (result.status === 400 || result.status === 404 || result.status === 410) {
    return data(unusable(result.error.serverKey === 'reset_token_used' ? 'reset_token_used' : 'reset_token_invalid'));
  }
  return data<ResetPasswordPage>({ usable: true });
}

/** POST /login/resetPassword/{token}: the token's outcome with its message. */
export async function resetPasswordAction(args: ActionFunctionArgs) {
  const token = args.params.token;
  if (!token) return data<ResetPasswordOutcome>({ status: 'invalid', message: 'reset_token_invalid' });
  const form = {
    validator: resetPasswordValidator,
    fields: RESET_PASSWORD_FIELDS,
    // Nothing to refill after the API's refusal: the form has only passwords.
    refill: (posted: Record<string, unknown>, valid?: unknown) => (valid ? undefined : withoutSecrets(posted)),
  };
  const api = apiClient(args);
  const submitted = await submitValidated(args.request, form, async (valid) => {
    const result = await api.request('resetPassword', { params: { token }, body: valid });
    return { api, result };
  });
  if (submitted.refused) return submitted.refused;
  const { result } = submitted;
  if (result.ok) return data<ResetPasswordOutcome>(result.data);
  if (result.error.status === 404 || result.error.status === 400 || result.error.status === 410) {
    const message = result.error.serverKey === 'reset_token_used' ? 'reset_token_used' : 'reset_token_invalid';
    return data<ResetPasswordOutcome>({ status: message === 'reset_token_used' ? 'used' : 'invalid', message });
  }
  return redirectWithToast(new URL(args.request.url).pathname, { type: 'ERROR', message: result.error.key });
}
