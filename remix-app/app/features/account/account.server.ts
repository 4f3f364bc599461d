import { redirect, type AppLoadContext } from '@remix-run/node';
import { type TUser, type TUserRolesResponse } from '@crowd/contracts';
import { validationError } from 'remix-validated-form';
import { getVisibleCrowd } from '~/features/crowd/crowd.server';
import { getOptionalUser } from '~/features/user/user.server';
import { ApiClient, type ApiError } from '~/lib/api.server';
import { redirectWithToast, toastFromApiError } from '~/lib/toast.server';
import type { ToastInput } from '~/lib/toast';

export interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

export interface Account {
  user: TUser;
  /** The API client of this request (in a private crowd it sends X-Private-Crowd). */
  api: ApiClient;
}

/** The path of the page a request is for, without Remix's `?index` marker. */
export function pagePath(request: Request, { keepSearch = false } = {}): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.delete('_data');
  const search = keepSearch ? url.searchParams.toString() : '';
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** Where a signed-out visitor goes: the sign-in page, which brings them back here afterwards. */
export const loginRedirectUrl = (request: Request): string =>
  `/login?redirectUrl=${encodeURIComponent(pagePath(request, { keepSearch: true }))}`;

const accounts = new WeakMap<AppLoadContext, Promise<Account | null>>();

async function loadAccount({ request, context }: RouteArgs): Promise<Account | null> {
  const crowd = context.site.kind === 'crowd' ? await getVisibleCrowd(request, context) : null;
  const api = new ApiClient({ request, context }).forCrowd(crowd);
  const user = await getOptionalUser(api, context);
  return user ? { user, api } : null;
}

/**
 * The account area's guard (spec 2.5): the signed-in user and the request's API client, or a
 * redirect to the sign-in page. Loaders of one request share the answer.
 */
export async function requireAccount(args: RouteArgs): Promise<Account> {
  let account = accounts.get(args.context);
  if (!account) {
    account = loadAccount(args);
    accounts.set(args.context, account);
  }
  const loaded = await account;
  if (!loaded) throw redirect(loginRedirectUrl(args.request));
  return loaded;
}

const roles = new WeakMap<AppLoadContext, Promise<TUserRolesResponse>>();

/** GET /user/roles, once per request; an API failure counts as no roles. */
export function getUserRoles(account: Account, context: AppLoadContext): Promise<TUserRolesResponse> {
  let answer = roles.get(context);
  if (!answer) {
    answer = account.api.request('getUserRoles').then((result) => {
      if (result.ok) return result.data;
      if (result.status !== 401) console.error(`[web] GET /api/user/roles failed: ${result.status}`);
      return {};
    });
    roles.set(context, answer);
  }
  return answer;
}

/** Spec 6: only an admin of at least one crowd sees or opens the credit-cards page. */
export async function isAdminOfAnyCrowd(account: Account, context: AppLoadContext): Promise<boolean> {
  const byCrowd = await getUserRoles(account, context);
  return Object.values(byCrowd).includes('CROWD_ADMIN');
}

/** A redirect that carries a toast and the API's Set-Cookie headers (a refreshed session). */
export function redirectWithAccountToast(
  url: string,
  toast: ToastInput,
  account: Account,
  headers = new Headers(),
): Promise<Response> {
  const all = new Headers(account.api.responseHeaders);
  for (const cookie of headers.getSetCookie()) all.append('Set-Cookie', cookie);
  return redirectWithToast(url, toast, { headers: all });
}

/**
 * A failed API call of an action: 401 goes to sign-in, 422 errors on the form's own fields are
 * shown under them (the others as a toast), everything else is an error toast (5 s) on the page,
 * e.g. optimistic_locking_error after a 409 with X-Stale-Entity.
 */
export async function failedActionResponse(
  error: ApiError,
  options: {
    request: Request;
    account: Account;
    fields: readonly string[];
    subaction?: string;
    /** Submitted values to put back into the form when the page is rendered without JavaScript. */
    repopulate?: Record<string, unknown>;
    /** The page that shows the error toast; the page that posted by default. */
    redirectTo?: string;
  },
): Promise<Response> {
  const { request, account } = options;
  if (error.status === 401) throw redirect(loginRedirectUrl(request));
  const fieldErrors = Object.fromEntries(
    (error.fieldErrors ?? []).filter((entry) => options.fields.includes(entry.param)).map((e) => [e.param, e.msg]),
  );
  if (error.status === 422 && Object.keys(fieldErrors).length > 0) {
    return validationError(
      { fieldErrors, ...(options.subaction ? { subaction: options.subaction } : {}) },
      options.repopulate,
      { headers: account.api.responseHeaders },
    );
  }
  const page = options.redirectTo ?? pagePath(request, { keepSearch: true });
  return redirectWithAccountToast(page, toastFromApiError(error), account);
}
