import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { api as apiClient } from '~/lib/api.server';
import { mainSiteUrl } from '~/lib/site.server';
import { submitValidated } from './form.server';
import { isLoginHost, resolveTarget } from './hosts.server';
import { locationAfterSignIn, redirectWithLoginError, signedInHeaders } from './session.server';
import { SOCIAL_EMAIL_FIELDS, socialEmailValidator } from './validators';

export interface SocialEmailPage {
  token: string;
}

/** `/login/socialEmail?token=T`: the login host asks for the e-mail the social provider did not give. */
export async function socialEmailLoader({ request, context }: LoaderFunctionArgs) {
  if (!isLoginHost(context.host)) throw redirect('/login');
  const token = new URL(request.url).searchParams.get('token');
  if (!token) throw redirect('/login');
  return data<SocialEmailPage>({ token });
}

/** POST /login/socialEmail, then on like any sign-in on the login host. */
export async function socialEmailAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (!isLoginHost(context.host)) throw redirect('/login');
  const form = {
    validator: socialEmailValidator,
    fields: SOCIAL_EMAIL_FIELDS,
    refill: (posted: Record<string, unknown>, valid?: { email: string }) => ({
      email: valid ? valid.email : posted.email,
    }),
  };
  const submitted = await submitValidated(request, form, async (valid) => {
    const result = await apiClient(args).request('completeSocialLoginWithEmail', { body: valid });
    return { result };
  });
  if (submitted.refused) {
    if (submitted.fieldErrors.token) return redirectWithLoginError('/login', 'social_login_error');
    return submitted.refused;
  }
  const { result } = submitted;
  if (!result.ok) {
    // The pending sign-in is gone (expired, used): start again from the login form.
    if (result.error.status === 400 || result.error.status === 404) {
      return redirectWithLoginError('/login', result.error.serverKey ?? 'social_login_error');
    }
    const url = new URL(request.url);
    return redirectWithLoginError(`${url.pathname}${url.search}`, result.error.serverKey ?? result.error.key);
  }

  const target = await resolveTarget(result.data.redirectUrl, mainSiteUrl(), args);
  const location = locationAfterSignIn(target, args);
  return redirect(location, { headers: await signedInHeaders(result.data.locale) });
}
