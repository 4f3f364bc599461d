import {
  API_ROUTE_BY_OPERATION_ID,
  apiPath,
  toExpressPath,
  type TErrorBody,
  type TOperationId,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import type { ApiBody, ApiParams, ApiResponse } from '~/lib/api-contract';

/** API_URL of the tests (set in test/setup.ts) with the API's `/api` prefix. */
export const API = 'http://api.test/api';

type MockParams<Id extends TOperationId> = [ApiParams<Id>] extends [never]
  ? PathParams
  : { [K in keyof ApiParams<Id>]: string };

type MockRequestBody<Id extends TOperationId> = [ApiBody<Id>] extends [never]
  ? DefaultBodyType
  : ApiBody<Id> extends FormData
    ? DefaultBodyType
    : ApiBody<Id>;

/** What a mock may answer: the route's success body, the error envelopes, or no body. */
export type MockResponseBody<Id extends TOperationId> =
  (ApiResponse<Id> extends undefined ? DefaultBodyType : ApiResponse<Id>) | TErrorBody | TValidationErrorBody | null;

/**
 * The msw URL of an operation: the route's path pattern (`/crowdView/domain/:domain`), or the
 * path for the given params only (`/crowdView/domain/acme`).
 */
export function apiUrl<Id extends TOperationId>(id: Id, params?: MockParams<Id>): string {
  const { path } = API_ROUTE_BY_OPERATION_ID[id];
  return `${API}${params ? apiPath(path, params as Record<string, string>) : toExpressPath(path)}`;
}

/**
 * An msw handler for an operation of `API_ROUTES`, typed from the same entry as the web's client:
 * its params, its JSON request body and its response body.
 */
export function mockApi<Id extends TOperationId>(
  id: Id,
  resolver: HttpResponseResolver<MockParams<Id>, MockRequestBody<Id>, MockResponseBody<Id>>,
  options: { params?: MockParams<Id> } = {},
): HttpHandler {
  const handler = http[API_ROUTE_BY_OPERATION_ID[id].method] as typeof http.get;
  return handler<MockParams<Id>, MockRequestBody<Id>, MockResponseBody<Id>>(apiUrl(id, options.params), resolver);
}
