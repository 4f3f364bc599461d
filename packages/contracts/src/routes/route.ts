import type { AnyZodObject, ZodTypeAny } from 'zod';
import type { MessageKey } from '../message-keys';

export type THttpMethod = 'get' | 'post' | 'put' | 'delete';
/** public: no session needed; optional: works signed out, richer signed in; user: 401 without a session. */
export type TRouteAuth = 'public' | 'optional' | 'user';
export type TSuccessStatus = 200 | 201 | 302;
/** Statuses a route may answer with beyond the ones every route documents (see openapi.ts). */
export type TExtraErrorStatus = 402;

/** A file field of a multipart body. */
export interface TMultipartFile {
  name: string;
  maxCount: number;
  required: boolean;
  /** Reported as the field's 422 message when the file is not an allowed image. */
  messageKey: MessageKey;
}

export interface TMultipartRequest {
  /** The text fields (numbers and booleans arrive as strings; the schemas coerce them). */
  fields: ZodTypeAny;
  files: readonly TMultipartFile[];
}

/** A response that is not a JSON body: a file download, an image or a redirect. */
export interface TRawResponse {
  kind: 'file' | 'redirect';
  /** Content type of a file response; several when a query picks the format (the first is the default). */
  contentType?: string | readonly string[];
  /** Shape of a file's content when it is JSON. */
  schema?: ZodTypeAny;
  description: string;
}

export type TRouteResponse = ZodTypeAny | TRawResponse;

export interface TApiRoute {
  method: THttpMethod;
  /** OpenAPI-style path without the /api prefix, e.g. `/crowdView/{crowdId}`. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  auth: TRouteAuth;
  request?: {
    params?: AnyZodObject;
    query?: AnyZodObject;
    /** JSON body. */
    body?: ZodTypeAny;
    multipart?: TMultipartRequest;
  };
  /** The success status (exactly one) and its body. */
  responses: Partial<Record<TSuccessStatus, TRouteResponse>>;
  errors?: readonly TExtraErrorStatus[];
  /**
   * 404: a request its schemas refuse is answered 404 not_found, not 422, so that an id that is no
   * id cannot be told apart from one that names nothing (files).
   */
  invalidInput?: 404;
  /** Its own reasons for a 400, beyond the ones every route has (a malformed body, the private-crowd header). */
  badRequest?: readonly MessageKey[];
  /**
   * Its answer to a caller without a session is the same for every such caller (a public crowd's
   * site read for nobody in particular), so the API may share it for a moment
   * (`SHARED_READ_CACHE_MS`). Never on a route whose GET changes anything.
   */
  sharedWhenSignedOut?: true;
  /**
   * A crowd site's read whose answer holds nothing of its caller: every caller the crowd's site
   * admits (its reader rule, the handler's own) gets the same one, so the API may hand a reader the
   * answer it gave another a moment ago (`PROCESS_READ_CACHE_MS`) once the rule admits them, without
   * running the route again. Only on a GET that names its crowd in the path (`{crowdId}`).
   */
  sameForEveryReader?: true;
}

export const imageFile = (
  name: string,
  maxCount: number,
  messageKey: MessageKey,
  required = false,
): TMultipartFile => ({
  name,
  maxCount,
  required,
  messageKey,
});

export const redirect = (description: string): TRawResponse => ({ kind: 'redirect', description });

/** Nest serves every route under this prefix; the web proxies it to the API. */
export const API_PREFIX = '/api';

/** Fills `{param}` placeholders (URI-encoded) and appends the query: apiPath('/file', {}, { fileId: 3 }). */
export const apiPath = (
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string => {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
};
