import type { TApiRouteOf, TOperationId, TRequestPart } from '@crowd/contracts/routes';
import type { ZodTypeAny, z } from 'zod';

/**
 * Types of a call to the API derived from its `API_ROUTES` entry: the web's client and the msw
 * mocks of its tests both use them, so a changed contract breaks both at compile time.
 */
type IsMultipart<Id extends TOperationId> = TApiRouteOf<Id> extends { request: { multipart: object } } ? true : false;

/** The `{param}` values of the path. */
export type ApiParams<Id extends TOperationId> = [TRequestPart<Id, 'params'>] extends [never]
  ? never
  : z.input<TRequestPart<Id, 'params'>>;

/** The query string's values. */
type ApiQuery<Id extends TOperationId> = [TRequestPart<Id, 'query'>] extends [never]
  ? never
  : z.input<TRequestPart<Id, 'query'>>;

/** The JSON body as sent (before the API's coercion and defaults), or FormData for a multipart route. */
export type ApiBody<Id extends TOperationId> =
  IsMultipart<Id> extends true
    ? FormData
    : [TRequestPart<Id, 'body'>] extends [never]
      ? never
      : z.input<TRequestPart<Id, 'body'>>;

/** The success body after the route's response schema. */
export type ApiResponse<Id extends TOperationId> = TApiRouteOf<Id>['responses'] extends infer R
  ? R extends { 200: infer Schema extends ZodTypeAny }
    ? z.output<Schema>
    : R extends { 201: infer Schema extends ZodTypeAny }
      ? z.output<Schema>
      : undefined
  : never;

type Part<Name extends string, T, Optional extends boolean> = [T] extends [never]
  ? { [K in Name]?: never }
  : Optional extends true
    ? { [K in Name]?: T }
    : { [K in Name]: T };

type ApiCallOptions<Id extends TOperationId> = Part<'params', ApiParams<Id>, false> &
  Part<'query', ApiQuery<Id>, true> &
  Part<'body', ApiBody<Id>, false> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** The options argument: required when the route has params or a body, optional otherwise. */
export type ApiCallArgs<Id extends TOperationId> =
  RequiredKeys<ApiCallOptions<Id>> extends never ? [options?: ApiCallOptions<Id>] : [options: ApiCallOptions<Id>];
