import type { AppLoadContext } from '@remix-run/node';
import {
  API_PREFIX,
  API_ROUTE_BY_OPERATION_ID,
  apiPath,
  isMessageKey,
  PRIVATE_CROWD_HEADER,
  REQUEST_ID_HEADER,
  STALE_ENTITY_HEADER,
  successStatus,
  ZValidationErrorBody,
  type MessageKey,
  type TApiRoute,
  type TOperationId,
  type TRouteResponse,
} from '@crowd/contracts';
import type { ZodTypeAny } from 'zod';
import type { ApiCallArgs, ApiResponse } from './api-contract';
import { sendText, type ApiAnswer } from './api-transport.server';
import { getEnv } from './env.server';
import { perRequest } from './request-cache.server';

export interface FieldError {
  param: string;
  msg: MessageKey;
  count?: number;
}

/**
 * A failed API call, already mapped to the spec's error catalogue (section 8): `key` is the
 * message key to show, `status` the API's status, `fieldErrors` the 422 list.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly key: MessageKey;
  /** The `error` key of the response body, also for statuses whose `key` is the generic one. */
  readonly serverKey: MessageKey | undefined;
  readonly fieldErrors: FieldError[] | undefined;
  /** A 429's Retry-After, in seconds: when the limit lets the next attempt through. */
  readonly retryAfterSeconds: number | undefined;
  /** The body of a refusal that says more than its key (409 account_erase_owns_crowds lists the crowds). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    key: MessageKey;
    serverKey?: MessageKey;
    fieldErrors?: FieldError[];
    retryAfterSeconds?: number;
    body?: unknown;
  }) {
    super(`API ${init.status}: ${init.key}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.key = init.key;
    this.serverKey = init.serverKey;
    this.fieldErrors = init.fieldErrors;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }
}

/** Retry-After as seconds from now: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export type ApiResult<T> =
  { ok: true; status: number; data: T; headers: Headers } | { ok: false; status: number; error: ApiError };

const PASSED_ON_FALLBACK: Partial<Record<number, MessageKey>> = {
  401: 'unauthorized',
  402: 'credit_card_payment_failed',
  409: 'default_error',
  429: 'too_many_requests',
};

/** The spec's wrapper: 426, a stale entity, 422, passed-on statuses, everything else generic. */
export function mapApiError(status: number, headers: Headers, body: unknown): ApiError {
  const rawKey = body && typeof body === 'object' && 'error' in body ? body.error : undefined;
  const serverKey = isMessageKey(rawKey) ? rawKey : undefined;

  if (headers.has(STALE_ENTITY_HEADER)) return new ApiError({ status, key: 'optimistic_locking_error', serverKey });
  if (status === 426) return new ApiError({ status, key: 'crowd_user_limit_reached', serverKey });
  if (status === 422) {
    const parsed = ZValidationErrorBody.safeParse(body);
    const fieldErrors = parsed.success ? parsed.data.errors : [];
    return new ApiError({ status, key: fieldErrors[0]?.msg ?? 'default_error', serverKey, fieldErrors });
  }
  const fallback = PASSED_ON_FALLBACK[status];
  if (status === 429) {
    const retryAfter = retryAfterSeconds(headers.get('Retry-After'));
    return new ApiError({
      status,
      key: serverKey ?? fallback ?? 'too_many_requests',
      serverKey,
      retryAfterSeconds: retryAfter,
    });
  }
  if (fallback) return new ApiError({ status, key: serverKey ?? fallback, serverKey, body });
  return new ApiError({ status, key: 'default_error', serverKey });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClientOptions {
  request: Request;
  context: Pick<AppLoadContext, 'clientAddress' | 'host' | 'protocol' | 'requestId'>;
  /** Set when the request is made inside a private crowd: sent as X-Private-Crowd. */
  privateCrowdId?: number | null;
  apiUrl?: string;
  /** Receives each Set-Cookie the API answers (the load context's `setCookie`). */
  onSetCookie?: (cookie: string) => void;
}

/** A call's options as the client handles them, whatever the route. */
interface RawCall {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const isSchema = (response: TRouteResponse | undefined): response is ZodTypeAny =>
  response !== undefined && 'safeParse' in response;

/**
 * The one way loaders and actions talk to the API, by the operation ids of `API_ROUTES`: path,
 * params, query, body and response types come from the route's entry and the success body is
 * validated with its schema. Forwards the browser's cookies and address; the API's Set-Cookie
 * headers go to `onSetCookie` and into `responseHeaders`, whose cookies later calls send.
 */
export class ApiClient {
  readonly responseHeaders: Headers;
  private readonly apiUrl: string;

  constructor(
    private readonly options: ApiClientOptions,
    responseHeaders?: Headers,
  ) {
    this.apiUrl = (options.apiUrl ?? getEnv().API_URL).replace(/\/+$/, '');
    this.responseHeaders = responseHeaders ?? new Headers();
  }

  /** A client for requests made in a crowd: adds X-Private-Crowd when that crowd is private. */
  forCrowd(crowd: { id: number; privateCrowd: boolean } | null | undefined): ApiClient {
    return new ApiClient(
      { ...this.options, privateCrowdId: crowd?.privateCrowd ? crowd.id : null },
      this.responseHeaders,
    );
  }

  /** Whether the calls of this client send the cookie: the browser's, or one the API set in this request. */
  sendsCookie(name: string): boolean {
    const cookies = mergeCookies(this.options.request.headers.get('Cookie'), this.responseHeaders.getSetCookie());
    return cookies.split('; ').some((pair) => pair.startsWith(`${name}=`));
  }

  /** Never throws for an HTTP or network failure: the result says which it was. */
  async request<Id extends TOperationId>(id: Id, ...[options]: ApiCallArgs<Id>): Promise<ApiResult<ApiResponse<Id>>> {
    const route: TApiRoute = API_ROUTE_BY_OPERATION_ID[id];
    const call = (options ?? {}) as RawCall;
    const method = route.method.toUpperCase() as Method;
    const path = apiPath(route.path, call.params ?? {});
    const response = await this.send(route, call, 'text');
    if (response instanceof ApiError) return { ok: false, status: response.status, error: response };
    const body = await readBody(response);

    if (!response.ok || response.headers.has(STALE_ENTITY_HEADER)) {
      return { ok: false, status: response.status, error: mapApiError(response.status, response.headers, body) };
    }
    const schema = route.responses[successStatus(route)];
    if (!isSchema(schema)) {
      return { ok: true, status: response.status, data: body as ApiResponse<Id>, headers: response.headers };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.error(`[web] API ${method} ${path} answered an unexpected body: ${parsed.error.message}`);
      return { ok: false, status: 502, error: new ApiError({ status: 502, key: 'default_error' }) };
    }
    return { ok: true, status: response.status, data: parsed.data as ApiResponse<Id>, headers: response.headers };
  }

  /**
   * A file route's answer unread, for a resource route to stream on (a personal data export):
   * the Response when the API answered a success, else the error as `request` maps it.
   */
  async stream<Id extends TOperationId>(
    id: Id,
    ...[options]: ApiCallArgs<Id>
  ): Promise<{ ok: true; response: Response } | { ok: false; status: number; error: ApiError }> {
    const response = await this.send(API_ROUTE_BY_OPERATION_ID[id], (options ?? {}) as RawCall, 'stream');
    if (response instanceof ApiError) return { ok: false, status: response.status, error: response };
    if (response.ok) return { ok: true, response };
    return {
      ok: false,
      status: response.status,
      error: mapApiError(response.status, response.headers, await readBody(response)),
    };
  }

  /**
   * The call itself, the API's cookies passed on; a network failure is a 503 ApiError. An answer
   * read whole with a text body or none goes over `sendText`; an upload or a streamed answer, fetch.
   */
  private async send(route: TApiRoute, call: RawCall, read: 'text'): Promise<ApiAnswer | ApiError>;
  private async send(route: TApiRoute, call: RawCall, read: 'stream'): Promise<Response | ApiError>;
  private async send(route: TApiRoute, call: RawCall, read: 'text' | 'stream'): Promise<ApiAnswer | ApiError> {
    const method = route.method.toUpperCase() as Method;
    const path = apiPath(route.path, call.params ?? {});
    const url = this.url(path, call.query);
    const headers = this.headers(call);
    const signal = call.signal ?? this.options.request.signal;
    const body = this.body(call.body);
    let response: ApiAnswer;
    try {
      response =
        read === 'text' && !(body instanceof FormData)
          ? await sendText(url, { method, headers, body, signal })
          : await fetch(url, { method, headers, body, signal, redirect: 'manual' });
    } catch (error) {
      if (call.signal?.aborted || this.options.request.signal.aborted) throw error;
      console.error(`[web] API ${method} ${path} unreachable: ${(error as Error).message}`);
      return new ApiError({ status: 503, key: 'default_error' });
    }
    for (const cookie of response.headers.getSetCookie()) {
      this.responseHeaders.append('Set-Cookie', cookie);
      this.options.onSetCookie?.(cookie);
    }
    return response;
  }

  /** Like `request`, but returns the body and throws the ApiError. */
  async call<Id extends TOperationId>(id: Id, ...args: ApiCallArgs<Id>): Promise<ApiResponse<Id>> {
    const result = await this.request(id, ...args);
    if (!result.ok) throw result.error;
    return result.data;
  }

  private url(path: string, query: object | undefined): string {
    const url = new URL(`${this.apiUrl}${API_PREFIX}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  private headers(options: RawCall): Headers {
    const incoming = this.options.request.headers;
    const { context, privateCrowdId } = this.options;
    const headers = new Headers({ Accept: 'application/json', ...options.headers });

    const cookie = mergeCookies(incoming.get('Cookie'), this.responseHeaders.getSetCookie());
    if (cookie) headers.set('Cookie', cookie);
    const language = incoming.get('Accept-Language');
    if (language) headers.set('Accept-Language', language);
    const userAgent = incoming.get('User-Agent');
    if (userAgent) headers.set('User-Agent', userAgent);

    if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);
    if (context.host) headers.set('X-Forwarded-Host', context.host);
    headers.set('X-Forwarded-Proto', context.protocol);
    if (context.requestId) headers.set(REQUEST_ID_HEADER, context.requestId);
    if (privateCrowdId != null) headers.set(PRIVATE_CROWD_HEADER, String(privateCrowdId));

    if (options.body !== undefined && !(options.body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
    return headers;
  }

  private body(body: unknown): string | FormData | undefined {
    if (body === undefined) return undefined;
    return body instanceof FormData ? body : JSON.stringify(body);
  }
}

/**
 * The browser's cookies as the API's earlier answers in this request left them: a call made right
 * after sign-in (the single sign-on code) carries the session it was just given.
 */
export function mergeCookies(cookieHeader: string | null, setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const pair of (cookieHeader ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', value = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
      return false;
    });
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function readBody(response: ApiAnswer): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The address of an API route as the browser reaches it through the web's proxy (a redirect sign-in). */
export function apiHref<Id extends TOperationId>(
  id: Id,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  return `${API_PREFIX}${apiPath(API_ROUTE_BY_OPERATION_ID[id].path, params, query)}`;
}

const API_CLIENT = Symbol('api client');

/**
 * The request's one API client, shared by its loaders and actions: `api(args).request('getUser')`.
 * Every Set-Cookie the API answers lands on the request's response through `context.setCookie`.
 */
export function api({ request, context }: { request: Request; context: AppLoadContext }): ApiClient {
  return perRequest(context, API_CLIENT, () => new ApiClient({ request, context, onSetCookie: context.setCookie }));
}
