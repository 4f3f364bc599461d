import type { ZodTypeAny } from 'zod';
import { AUTH_ROUTES } from './auth';
import { USER_ROUTES } from './user';
import { NOTIFICATIONS_ROUTES } from './notifications';
import { CROWD_VIEW_ROUTES } from './crowd-view';
import { COMMENTS_ROUTES } from './comments';
import { IDEAS_ROUTES } from './ideas';
import { PUBLIC_ROUTES } from './public';
import { CREDIT_CARDS_ROUTES } from './credit-cards';
import { CROWDS_ROUTES } from './crowds';
import { CATEGORIES_ROUTES } from './categories';
import { CROWD_USERS_ROUTES } from './crowd-users';
import { SUBSCRIPTIONS_ROUTES } from './subscriptions';
import { QUESTIONNAIRES_ROUTES } from './questionnaires';
import { FILES_ROUTES } from './files';
import { SYSTEM_ROUTES } from './system';
import { CROWD_WEBHOOKS_ROUTES } from './crowd-webhooks';
import type { TApiRoute, TSuccessStatus } from './route';

export * from './route';
export { fileHref, fileSrcSet } from './file-urls';

/**
 * Every route of nest-api, both spec call tables plus infrastructure. Nest serves each at
 * `/api${path}`; a test in nest-api checks that every Nest route is listed here.
 */
export const API_ROUTES = [
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...CROWD_VIEW_ROUTES,
  ...COMMENTS_ROUTES,
  ...IDEAS_ROUTES,
  ...PUBLIC_ROUTES,
  ...CREDIT_CARDS_ROUTES,
  ...CROWDS_ROUTES,
  ...CATEGORIES_ROUTES,
  ...CROWD_USERS_ROUTES,
  ...SUBSCRIPTIONS_ROUTES,
  ...QUESTIONNAIRES_ROUTES,
  ...FILES_ROUTES,
  ...CROWD_WEBHOOKS_ROUTES,
  ...SYSTEM_ROUTES,
] as const satisfies readonly TApiRoute[];

export type TApiRoutes = typeof API_ROUTES;
export type TApiRouteDef = TApiRoutes[number];
export type TOperationId = TApiRouteDef['operationId'];
export type TApiRouteOf<Id extends TOperationId> = Extract<TApiRouteDef, { operationId: Id }>;

/** The zod schema of one part of a route's request (`never` when the route has none). */
export type TRequestPart<Id extends TOperationId, P extends 'params' | 'query' | 'body'> =
  TApiRouteOf<Id> extends { request: { [K in P]: infer Schema extends ZodTypeAny } } ? Schema : never;

export const API_ROUTE_BY_OPERATION_ID = Object.fromEntries(API_ROUTES.map((route) => [route.operationId, route])) as {
  [Id in TOperationId]: TApiRouteOf<Id>;
};

/** The route's success status. */
export const successStatus = (route: TApiRoute): TSuccessStatus =>
  (Object.keys(route.responses).map(Number)[0] ?? 200) as TSuccessStatus;

/** `/crowdView/{crowdId}` → `/crowdView/:crowdId` (Express / Nest style). */
export const toExpressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** `/crowdView/:crowdId` → `/crowdView/{crowdId}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

/** Key for comparing routes: `GET /crowdView/{crowdId}`. */
export const apiRouteKey = (method: string, path: string): string => `${method.toUpperCase()} ${toOpenApiPath(path)}`;

export const findApiRoute = (method: string, path: string): TApiRouteDef | undefined => {
  const key = apiRouteKey(method, path);
  return API_ROUTES.find((route) => apiRouteKey(route.method, route.path) === key);
};
