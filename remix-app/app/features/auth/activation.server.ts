import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { SESSION_COOKIE_NAME, ZTokenStatus, type MessageKey, type TTokenStatus } from '@crowd/contracts';
import { api as apiClient } from '~/lib/api.server';
import { currentOrigin } from './hosts.server';
import { locationAfterSignIn } from './session.server';

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
 * the same outcome instead of "already used", and the token leaves the address bar. A successful
 * activation signs the browser in (the API's session cookie rides on the redirect), through the
 * login host like every sign-in off it.
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
  if (result.ok) {
    const outcomePage = `/accountActivation?status=${result.data.status}`;
    const signedIn = result.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (!signedIn) throw redirect(outcomePage);
    // The API signed the browser in on this host: the login host takes a master session on the way.
    const target = new URL(outcomePage, `${currentOrigin(args.context)}/`);
    throw redirect(locationAfterSignIn(target, args));
  }
  if (result.status === 400 || result.status === 404 || result.status === 410) {
    const status = result.error.serverKey === 'activation_token_used' ? 'used' : 'invalid';
    throw redirect(`/accountActivation?status=${status}`);
  }
  return data<ActivationOutcome>({ status: 'error', message: 'default_error' });
}
