import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { isMessageKey, TOAST_DURATION_MS, type MessageKey, type TSocialProvider } from '@crowd/contracts';
import { getOptionalUser } from '~/lib/user.server';
import { requestLocale } from '~/i18n/i18next.server';
import { api as apiClient, apiHref, type ApiError } from '~/lib/api.server';
import { formFailure } from '~/lib/failed-action.server';
import { mainSiteUrl } from '~/lib/site.server';
import { redirectWithToast, toastForRefusal } from '~/lib/toast.server';
import { authCrowd, toAuthBrand } from './crowd.server';
import { crowdFormApi, submitValidated, withoutSecrets } from './form.server';
import {
  crowdSiteUrl,
  currentOrigin,
  isCurrentHost,
  isLoginHost,
  locationFor,
  loginHostUrl,
  resolveTarget,
  ssoStartPath,
  type HostArgs,
} from './hosts.server';
import { locationAfterSignIn, loginPageAgain, redirectWithLoginError, signedInHeaders } from './session.server';
import { beginSso } from './sso.server';
import type { AuthBrand } from './types';
import { LOGIN_FIELDS, loginValidator } from './validators';

export interface SocialLogin {
  provider: TSocialProvider;
  href: string;
}

export interface LoginPageData {
  brand: AuthBrand | null;
  socialLogins: SocialLogin[];
  /** On the login host these lead to the target's own site (spec 2.2: "on the target origin"). */
  registerHref: string;
  forgotPasswordHref: string;
}

/** Spec 8: 401 the body's key or invalid_username_password; 403 account_not_verified (or the body's). */
function loginErrorKey(error: ApiError): MessageKey {
  switch (error.status) {
    case 401:
      return error.serverKey && error.serverKey !== 'unauthorized' ? error.serverKey : 'invalid_username_password';
    case 403:
      return error.serverKey && error.serverKey !== 'forbidden' ? error.serverKey : 'account_not_verified';
    case 426:
      return 'crowd_user_limit_reached';
    case 429:
      return 'too_many_requests';
    default:
      return 'default_error';
  }
}

/** Without a redirectUrl: `/` of this host; on the login host the crowd signed in through, else the main site. */
function defaultTarget(args: HostArgs, crowd: Parameters<typeof crowdSiteUrl>[0] | null): string {
  if (!isLoginHost(args.context.host)) return `${currentOrigin(args.context)}/`;
  return crowd ? crowdSiteUrl(crowd) : mainSiteUrl();
}

export async function loginLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);

  // A sign-in that failed elsewhere (social provider, single sign-on) comes back with ?error=<key>.
  const error = url.searchParams.get('error');
  if (error !== null) {
    return redirectWithLoginError(loginPageAgain(request, context), isMessageKey(error) ? error : 'default_error');
  }

  const { crowd, blocked } = await authCrowd(args, url.searchParams.get('crowdId'));
  const page: LoginPageData = {
    brand: null,
    socialLogins: [],
    registerHref: '/register',
    forgotPasswordHref: '/forgotPassword',
  };
  if (blocked) return data(page);

  const api = apiClient(args).forCrowd(crowd);
  const [user, target] = await Promise.all([
    getOptionalUser(api, context),
    resolveTarget(url.searchParams.get('redirectUrl'), defaultTarget(args, crowd), args),
  ]);
  const onLoginHost = isLoginHost(context.host);
  if (user) {
    const location = onLoginHost && !isLoginHost(target.host) ? ssoStartPath(target) : locationFor(target, context);
    throw redirect(location);
  }
  // Automatic single sign-on: the login host sends the browser back signed in, or with ?sso=none.
  if (!onLoginHost && !url.searchParams.has('sso')) {
    throw isCurrentHost(target, context)
      ? await beginSso(args, target, { silent: false })
      : redirect(loginHostUrl(ssoStartPath(target)));
  }

  const providers = await api.request('listLoginProviders');
  const locale = await requestLocale(args);
  const social = (provider: TSocialProvider): SocialLogin => {
    const query = { redirectUrl: target.href, crowdId: crowd?.id, locale };
    return { provider, href: loginHostUrl(apiHref('startSocialLogin', { provider }, query)) };
  };

  page.brand = toAuthBrand(crowd);
  page.socialLogins = providers.ok ? providers.data.providers.map(social) : [];
  if (onLoginHost) {
    page.registerHref = `${target.origin}/register`;
    page.forgotPasswordHref = `${target.origin}/forgotPassword`;
  }
  return data(page);
}

/** The login page after a refused sign-in whose account still waits for activation. */
interface LoginNotActivated {
  notActivated: { email: string };
}

/**
 * A refused sign-in, where the visitor can act on it: a wrong password is the password field's
 * error (the field comes back empty, focused, and announced); an account not activated yet offers
 * a new activation link; a rate limit says when to try again; anything else is the error toast.
 */
async function loginFailure(request: Request, context: ActionFunctionArgs['context'], error: ApiError, email: string) {
  const key = loginErrorKey(error);
  if (key === 'invalid_username_password') {
    return formFailure({ password: key }, { repopulateFields: { email }, fields: LOGIN_FIELDS });
  }
  if (key === 'account_not_verified') {
    return data<LoginNotActivated>({ notActivated: { email } }, { status: 403 });
  }
  const toast = toastForRefusal(error, { type: 'ERROR', message: key });
  return redirectWithToast(loginPageAgain(request, context), { ...toast, durationMs: TOAST_DURATION_MS.loginError });
}

export async function loginAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const form = {
    validator: loginValidator,
    fields: LOGIN_FIELDS,
    refill: (posted: Record<string, unknown>, valid?: { email?: string }) =>
      valid ? { email: valid.email } : withoutSecrets(posted),
  };
  const submitted = await submitValidated(request, form, async ({ email, password }) => {
    const { crowd, api } = await crowdFormApi(args, url.searchParams.get('crowdId'));
    const result = await api.request('login', {
      body: { authProvider: 'EMAIL_PASSWORD', email, password, locale: await requestLocale(args), crowdId: crowd?.id },
    });
    return { crowd, result, email: email ?? '' };
  });
  if (submitted.refused) return submitted.refused;
  const { crowd, result } = submitted;
  if (!result.ok) return loginFailure(request, context, result.error, submitted.email);

  const target = await resolveTarget(url.searchParams.get('redirectUrl'), defaultTarget(args, crowd), args);
  const location = locationAfterSignIn(target, args);
  return redirect(location, { headers: await signedInHeaders(result.data.locale) });
}
