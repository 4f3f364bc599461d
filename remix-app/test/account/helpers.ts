import type { AppLoadContext } from '@remix-run/node';
import { localeCookie } from '~/i18n/i18next.server';
import type { Toast } from '~/lib/toast';
import { getToast } from '~/lib/toast.server';
import { resolveSite } from '../../server/site';

export const MAIN = 'localhost:3000';
export const DEMO = 'demo.localhost:3000';

export function contextFor(host: string): AppLoadContext {
  return {
    site: resolveSite(host, { mainHost: MAIN, loginHost: 'login.localhost:3000' }),
    host,
    clientAddress: '203.0.113.7',
    forwardedFor: undefined,
    protocol: 'http',
  };
}

/** Loader arguments for a GET of `path` on `host`. */
export const getArgs = (path: string, host = MAIN) => ({
  request: new Request(`http://${host}${path}`, { headers: { Cookie: 'crowd_sid=s' } }),
  context: contextFor(host),
  params: {},
});

/** Action arguments for a form post (urlencoded, or multipart when given FormData). */
export const postArgs = (path: string, fields: Record<string, string> | FormData, host = MAIN) => ({
  request: new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { Cookie: 'crowd_sid=s' },
    body: fields instanceof FormData ? fields : new URLSearchParams(fields),
  }),
  context: contextFor(host),
  params: {},
});

export interface Outcome {
  status: number;
  headers: Headers;
  location: string | null;
  /** A JSON response's body, or a `data()` result's data. */
  body: unknown;
}

const isDataResult = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
  typeof value === 'object' && value !== null && 'type' in value && 'data' in value && 'init' in value;

/** What a loader or action answered, returned or thrown. */
export async function settle(promise: Promise<unknown>): Promise<Outcome> {
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
      body: json ? await result.json() : undefined,
    };
  }
  if (isDataResult(result)) {
    const headers = new Headers(result.init?.headers);
    return { status: result.init?.status ?? 200, headers, location: headers.get('Location'), body: result.data };
  }
  throw result instanceof Error ? result : new Error(`unexpected result ${String(result)}`);
}

/** The toast a response flashes, as the next page's root loader reads it. */
export async function toastOf(outcome: Outcome): Promise<Toast | null> {
  const flash = outcome.headers.getSetCookie().find((cookie) => cookie.startsWith('__flash='));
  if (!flash) return null;
  const { toast } = await getToast(new Request('http://x/', { headers: { Cookie: flash.split(';')[0] ?? '' } }));
  return toast;
}

/** The language a response stores in the `lng` cookie, or null. */
export async function lngOf(outcome: Outcome): Promise<unknown> {
  const cookie = outcome.headers.getSetCookie().find((value) => value.startsWith('lng='));
  return cookie ? localeCookie.parse(cookie.split(';')[0] ?? '') : null;
}
