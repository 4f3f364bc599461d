import {
  applyDecorators,
  createParamDecorator,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  SetMetadata,
  type ExecutionContext,
} from '@nestjs/common';
import {
  API_ROUTE_BY_OPERATION_ID,
  successStatus,
  toExpressPath,
  type TApiRoute,
  type TApiRouteOf,
  type THttpMethod,
  type TOperationId,
  type TRequestPart,
} from '@crowd/contracts';
import type { Request } from 'express';
import type { ZodTypeAny, z } from 'zod';
import { notFound } from '../errors';
import { parseOrFail } from './parse-or-fail';

/** The registry route a handler serves, kept on the handler by `@ApiRoute`. */
const API_ROUTE_METADATA = 'crowd:apiRoute';

const METHOD_DECORATORS: Record<THttpMethod, (path: string) => MethodDecorator> = {
  get: Get,
  post: Post,
  put: Put,
  delete: Delete,
};

/**
 * Serves the registry's route `operationId`: its method, its path (`{x}` → `:x`, controllers have
 * no prefix) and its success status; `@RouteParams()`, `@RouteQuery()` and `@RouteBody()` then
 * read the request by that route's schemas, so the OpenAPI document is what the handler enforces.
 */
export function ApiRoute(operationId: TOperationId): MethodDecorator {
  const route: TApiRoute = API_ROUTE_BY_OPERATION_ID[operationId];
  const status = successStatus(route);
  return applyDecorators(
    METHOD_DECORATORS[route.method](toExpressPath(route.path)),
    // A redirect's handler answers through the response itself.
    ...(status === 302 ? [] : [HttpCode(status)]),
    SetMetadata(API_ROUTE_METADATA, route),
  );
}

/** The route `@ApiRoute` put on a handler, if any. */
export const apiRouteOf = (handler: object): TApiRoute | undefined =>
  Reflect.getMetadata(API_ROUTE_METADATA, handler) as TApiRoute | undefined;

export type TRoutePart = 'params' | 'query' | 'body';

/** The schema a route reads `part` with: a multipart route's body is its text fields. */
export function routeSchema(route: TApiRoute, part: TRoutePart): ZodTypeAny | undefined {
  const request = route.request;
  if (part === 'body') return request?.body ?? request?.multipart?.fields;
  return request?.[part];
}

export interface RouteInput {
  part: TRoutePart;
}

/**
 * Reads a part of the request with the schema of the handler's own route: 422 with every field
 * error, or 404 where the route says so (`invalidInput`).
 */
export const readRouteInput = (input: RouteInput, context: ExecutionContext): unknown => {
  const route = apiRouteOf(context.getHandler());
  const schema = route && routeSchema(route, input.part);
  if (!route || !schema) throw new Error(`${context.getHandler().name} reads a request ${input.part} its route lacks`);
  const value = context.switchToHttp().getRequest<Request>()[input.part];
  if (route.invalidInput !== 404) return parseOrFail(schema, value);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
};

const RouteInputParam = createParamDecorator(readRouteInput);

/** The path parameters, parsed by the route's params schema. */
export const RouteParams = (): ParameterDecorator => RouteInputParam({ part: 'params' } satisfies RouteInput);
/** The query, parsed by the route's query schema. */
export const RouteQuery = (): ParameterDecorator => RouteInputParam({ part: 'query' } satisfies RouteInput);
/** The JSON body, or a multipart body's text fields, parsed by the route's schema. */
export const RouteBody = (): ParameterDecorator => RouteInputParam({ part: 'body' } satisfies RouteInput);

type MultipartFields<Id extends TOperationId> =
  TApiRouteOf<Id> extends { request: { multipart: { fields: infer Schema extends ZodTypeAny } } } ? Schema : never;

export type TRouteParams<Id extends TOperationId> = z.output<TRequestPart<Id, 'params'>>;
export type TRouteQuery<Id extends TOperationId> = z.output<TRequestPart<Id, 'query'>>;
export type TRouteBody<Id extends TOperationId> = z.output<
  [TRequestPart<Id, 'body'>] extends [never] ? MultipartFields<Id> : TRequestPart<Id, 'body'>
>;
