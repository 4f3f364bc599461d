import type { AppLoadContext } from '@remix-run/node';
import { localeCookie } from '~/i18n/i18next.server';
import type { Toast } from '~/lib/toast';
import { getToast } from '~/lib/toast.server';
import { resolveSite } from '@crowd/contracts/hosts';

/** The hosts of the tests: the defaults of server/env.ts. */
export const MAIN = 'localhost:3000';
export const LOGIN = 'login.localhost:3000';
export const DEMO = 'demo.localhost:3000';

/**
 * The Set-Cookie headers the current request's API calls gave its load context: on the server they
 * land on the response whatever the route answers, so `settle` adds them to the outcome.
 */
let requestCookies: string[] = [];
let pageShared = false;
let shareOptions: Parameters<AppLoadContext['sharePage']>[0];
let tallied: number[] = [];
let readerRendered = false;
let remembered: (string | null)[] = [];

/** Whether the root left the reader's own parts out of the last page (context.readers.rendered). */
export const renderedForReaders = (): boolean => readerRendered;

/** The roles the last request's root gave the page cache for the reader cookie (context.readers.remember). */
export const rememberedReaderRoles = (): (string | null)[] => remembered;

/** The ideas whose signed-out views the contexts made since the last `makeContext` counted (context.tallyView). */
export const talliedViews = (): number[] => tallied;

/** Whether the last request's loaders let the page cache share the page (context.sharePage). */
export const pageWasShared = (): boolean => pageShared;

/** Whether the last shared page fills its reader's own parts in for a browser without script (decision 042). */
export const sharedPageFillsReaderParts = (): boolean => Boolean(shareOptions?.fillForReader);

/**
 * What the page cache puts in the last shared page's slots for one visit by a browser without the
 * app's script (decision 042), by slot; null: the page leaves it to a render of the visitor's own.
 */
export function fillSharedPage(visit: { request: Request; context: AppLoadContext }) {
  const fill = shareOptions?.fillForReader;
  if (!pageShared || !fill) throw new Error('the last page was not shared with parts to fill in');
  return fill(visit);
}

/** A later visit the page cache answers with the last shared page: what that page still does for it. */
export function visitSharedPage(visit: { request: Request; context: AppLoadContext }): void {
  if (!pageShared) throw new Error('the last page was not shared');
  shareOptions?.onEachVisit?.(visit);
}

/** `readerRender`: the reader class the page cache asks this page to be rendered for (null: the reader's own page). */
export function makeContext(
  host: string,
  { readerRender = null }: { readerRender?: string | null } = {},
): AppLoadContext {
  requestCookies = [];
  readerRendered = false;
  remembered = [];
  pageShared = false;
  shareOptions = undefined;
  tallied = [];
  return {
    site: resolveSite(host, { mainHost: MAIN, loginHost: LOGIN }),
    host,
    clientAddress: '203.0.113.7',
    requestId: 'test-request-0001',
    protocol: 'http',
    setCookie: (cookie) => requestCookies.push(cookie),
    sharePage: (options) => {
      pageShared = true;
      shareOptions = options;
    },
    readers: {
      renderClass: readerRender,
      rendered: () => {
        readerRendered = true;
      },
      remember: (role) => remembered.push(role),
    },
    tallyView: (ideaId) => tallied.push(ideaId),
    csp: { nonce: 'test-nonce', allowAnalytics: () => undefined },
  };
}

interface ArgsInit {
  params?: Record<string, string | undefined>;
  cookie?: string;
  /** Form fields (urlencoded, or multipart when FormData): the request becomes a POST. */
  form?: Record<string, string> | FormData;
  /** The reader class the page cache asks the page to be rendered for (issue 27). */
  readerRender?: string | null;
}

/** Loader/action arguments for `path` (with query) on `host`, as the Express layer builds them. */
export function routeArgs(host: string, path: string, { params = {}, cookie, form, readerRender }: ArgsInit = {}) {
  const headers = new Headers();
  if (cookie) headers.set('Cookie', cookie);
  const request = new Request(`http://${host}${path}`, {
    method: form ? 'POST' : 'GET',
    headers,
    body: form instanceof FormData ? form : form ? new URLSearchParams(form) : undefined,
  });
  return { request, context: makeContext(host, { readerRender }), params };
}

/** The session cookie of a signed-in visitor (the API mock decides who that is). */
const SIGNED_IN = 'crowd_sid=s';

/** Loader arguments for a signed-in visitor's GET of `path` on `host`. */
export const getArgs = (path: string, host = MAIN) => routeArgs(host, path, { cookie: SIGNED_IN });

/** Action arguments for a signed-in visitor's form post of `path` on `host`. */
export const postArgs = (path: string, form: Record<string, string> | FormData, host = MAIN) =>
  routeArgs(host, path, { cookie: SIGNED_IN, form });

export interface Outcome<T = unknown> {
  status: number;
  headers: Headers;
  location: string | null;
  /** The data of a `data()` result or a JSON response's body; undefined for other responses (a redirect). */
  body: T | undefined;
}

const isDataResult = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
  typeof value === 'object' && value !== null && 'init' in value && 'data' in value && 'type' in value;

/** A loader's or action's result, returned or thrown, as status, headers and data (as the browser gets them). */
export async function settle<T = unknown>(promise: Promise<unknown> | unknown): Promise<Outcome<T>> {
  const outcome = await settleResult<T>(promise);
  const headers = new Headers();
  for (const cookie of requestCookies) headers.append('Set-Cookie', cookie);
  outcome.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.append(name, value);
  });
  for (const cookie of outcome.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  requestCookies = [];
  return { ...outcome, headers };
}

async function settleResult<T>(promise: Promise<unknown> | unknown): Promise<Outcome<T>> {
  let result: unknown;
  try {
    result = await promise;
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) {
    const json = (result.headers.get('Content-Type') ?? '').includes('json');
    return {
      status: result.status,
      headers: result.headers,
      location: result.headers.get('Location'),
      body: json ? ((await result.json()) as T) : undefined,
    };
  }
  if (isDataResult(result)) {
    const headers = new Headers(result.init?.headers);
    return { status: result.init?.status ?? 200, headers, location: headers.get('Location'), body: result.data as T };
  }
  throw result instanceof Error ? result : new Error(`unexpected result ${JSON.stringify(result)}`);
}

/** The toast flashed by a response (its `__flash` cookie), as the next page's root loader reads it. */
export async function flashedToast(outcome: { headers: Headers }): Promise<Toast | null> {
  const flash = outcome.headers.getSetCookie().find((cookie) => cookie.startsWith('__flash='));
  if (!flash) return null;
  const { toast } = await getToast(new Request('http://x/', { headers: { Cookie: flash.split(';')[0] ?? '' } }));
  return toast;
}

/** The language a response sets in the `lng` cookie, or null. */
export async function lngSetBy(outcome: { headers: Headers }): Promise<unknown> {
  const cookie = outcome.headers.getSetCookie().find((value) => value.startsWith('lng='));
  return cookie ? localeCookie.parse(cookie.split(';')[0] ?? '') : null;
}
