import { data, type ActionFunctionArgs } from '@remix-run/node';
import { redirectWithToast, toastForRefusal } from '~/lib/toast.server';
import { crowdFormApi, submitValidated } from './form.server';
import { RESEND_ACTIVATION_FIELDS, resendActivationValidator } from './validators';

export interface ResendActivationDone {
  sent: { email: string };
}

/**
 * POST /register/resendActivation (through the crowd on a crowd host), from the sign-in error, the
 * "check your inbox" page or `/resendActivation` itself. The API answers the same for any address,
 * so the page names the address it was asked for, not an account.
 */
export async function resendActivationAction(args: ActionFunctionArgs) {
  const form = {
    validator: resendActivationValidator,
    fields: RESEND_ACTIVATION_FIELDS,
    refill: (posted: Record<string, unknown>) => posted,
  };
  const submitted = await submitValidated(args.request, form, async ({ email }) => {
    const { crowd, api } = await crowdFormApi(args);
    const result = await api.request('resendActivation', { body: { email, crowdId: crowd?.id } });
    return { result, email };
  });
  if (submitted.refused) return submitted.refused;
  const { result, email } = submitted;
  if (result.ok) return data<ResendActivationDone>({ sent: { email } });
  return redirectWithToast(
    '/resendActivation',
    toastForRefusal(result.error, { type: 'ERROR', message: 'default_error' }),
  );
}
