import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ZTokenStatus, type MessageKey, type TTokenStatus } from '@crowd/contracts';
import { api as apiClient } from '~/lib/api.server';

export interface ActivationOutcome {
  status: TTokenStatus | 'error';
  message: MessageKey;
}

const MESSAGES: Record<TTokenStatus, MessageKey> = {
  verifying: 'activation_token_verifying',
  invalid: 'activation_token_invalid',
  used: 'activation_token_used',
  success: 'activation_token_success',
};

/**
 * `/accountActivation/:token` spends the token once (GET /register/activateAccount/{token}) and
 * moves on to `/accountActivation?status=…`, so reloading the page or switching its language shows
 * the same outcome instead of "already used", and the token leaves the address bar.
 */
export async function activationLoader(args: LoaderFunctionArgs) {
  const { token } = args.params;
  if (!token) {
    const status = ZTokenStatus.safeParse(new URL(args.request.url).searchParams.get('status'));
    const outcome: TTokenStatus = status.success && status.data !== 'verifying' ? status.data : 'invalid';
    return data<ActivationOutcome>({ status: outcome, message: MESSAGES[outcome] });
  }

  const api = apiClient(args);
  const result = await api.request('activateAccount', { params: { token } });
  if (result.ok) throw redirect(`/accountActivation?status=${result.data.status}`);
  if (result.status === 400 || result.status === 404 || result.status === 410) {
    const status = result.error.serverKey === 'activation_token_used' ? 'used' : 'invalid';
    throw redirect(`/accountActivation?status=${status}`);
  }
  return data<ActivationOutcome>({ status: 'error', message: 'default_error' });
}
