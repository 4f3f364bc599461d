import { RequestMethod, type Type } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import {
  API_ROUTE_BY_OPERATION_ID,
  API_ROUTES,
  toExpressPath,
  ZChangePasswordRequest,
  ZSetPasswordRequest,
  type TApiRoute,
  type TOperationId,
} from '@crowd/contracts';
import { z } from 'zod';
import {
  apiRouteOf,
  readRouteInput,
  routeSchema,
  type RouteInput,
  type TRoutePart,
} from '../../src/common/http/api-route';
import { startTestApp, type TestApp } from '../support/app';

interface ServedHandler {
  name: string;
  controllerPath: unknown;
  methodPath: unknown;
  requestMethod: unknown;
  route: TApiRoute | undefined;
  /** The parts read through `@RouteParams/@RouteQuery/@RouteBody`. */
  routeReads: TRoutePart[];
  /** The parts read as they came (Nest's own `@Param/@Query/@Body`). */
  rawReads: TRoutePart[];
}

const RAW_PART: Partial<Record<number, TRoutePart>> = {
  [RouteParamtypes.PARAM]: 'params',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.BODY]: 'body',
};

/**
 * The only handlers that read a part of the request as it came, and why: the password body is one
 * of the two schemas of the route's union, picked by whether the user has a password (checked
 * below).
 */
const RAW_READS: Partial<Record<TOperationId, TRoutePart[]>> = {
  updatePassword: ['body'],
};
/**
 * The declared parts a handler does not read through `@Route…()`, and why: social sign-in is
 * passport's, so `SocialAuthGuard` and the strategies' state store parse the provider and the
 * start query with these routes' own schemas before the handler runs, and the provider's answer
 * (the callback's query), whatever it holds, ends in a redirect, never a 422.
 */
const ONLY_RAW: Partial<Record<TOperationId, TRoutePart[]>> = {
  startSocialLogin: ['params', 'query'],
  socialLoginCallback: ['query'],
  updatePassword: ['body'],
};

function servedHandlers(testApp: TestApp): ServedHandler[] {
  const scanner = new MetadataScanner();
  const handlers: ServedHandler[] = [];
  for (const wrapper of testApp.app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as Type | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[methodName];
      if (typeof handler !== 'function') continue;
      const requestMethod: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
      if (requestMethod === undefined) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<
        string,
        { factory?: unknown; data?: unknown }
      >;
      const routeReads: TRoutePart[] = [];
      const rawReads: TRoutePart[] = [];
      for (const [key, arg] of Object.entries(args)) {
        if (arg.factory === readRouteInput) routeReads.push((arg.data as RouteInput).part);
        const raw = RAW_PART[Number(key.split(':')[0])];
        if (raw && arg.factory === undefined) rawReads.push(raw);
      }
      handlers.push({
        name: `${controller.name}.${methodName}`,
        controllerPath: Reflect.getMetadata(PATH_METADATA, controller),
        methodPath: Reflect.getMetadata(PATH_METADATA, handler),
        requestMethod,
        route: apiRouteOf(handler),
        routeReads: routeReads.sort(),
        rawReads: rawReads.sort(),
      });
    }
  }
  return handlers;
}

const declaredParts = (route: TApiRoute): TRoutePart[] =>
  (['body', 'params', 'query'] as const).filter((part) => routeSchema(route, part) !== undefined);

describe('every route is declared once, by its registry entry', () => {
  let testApp: TestApp;
  let handlers: ServedHandler[];

  beforeAll(async () => {
    testApp = await startTestApp({ logger: false });
    handlers = servedHandlers(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('declares every served handler with @ApiRoute, on a controller without a path', () => {
    expect(handlers.length).toBeGreaterThan(0);
    expect(handlers.filter((handler) => !handler.route).map((handler) => handler.name)).toEqual([]);
    expect(handlers.filter((handler) => handler.controllerPath !== '/').map((handler) => handler.name)).toEqual([]);
  });

  it("serves each handler at its registry route's method and path, with the registry's own route object", () => {
    for (const handler of handlers) {
      const route = handler.route;
      if (!route) continue;
      expect({
        handler: handler.name,
        same: route === API_ROUTE_BY_OPERATION_ID[route.operationId as TOperationId],
      }).toEqual({
        handler: handler.name,
        same: true,
      });
      expect({ handler: handler.name, path: handler.methodPath, method: handler.requestMethod }).toEqual({
        handler: handler.name,
        path: toExpressPath(route.path),
        method: RequestMethod[route.method.toUpperCase() as keyof typeof RequestMethod],
      });
    }
  });

  it("reads every declared part of the request through the route's own schemas, and nothing else", () => {
    for (const handler of handlers) {
      const route = handler.route;
      if (!route) continue;
      const id = route.operationId as TOperationId;
      const onlyRaw = ONLY_RAW[id] ?? [];
      expect({ route: id, routeReads: handler.routeReads, rawReads: handler.rawReads }).toEqual({
        route: id,
        routeReads: declaredParts(route).filter((part) => !onlyRaw.includes(part)),
        rawReads: [...(RAW_READS[id] ?? [])].sort(),
      });
    }
  });

  it('documents the password body as the union of the two schemas the handler picks from', () => {
    const body = routeSchema(API_ROUTE_BY_OPERATION_ID.updatePassword, 'body');
    expect(body).toBeInstanceOf(z.ZodUnion);
    expect((body as z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]>).options).toEqual([
      ZChangePasswordRequest,
      ZSetPasswordRequest,
    ]);
  });

  it('serves every registry route exactly once', () => {
    const served = handlers.map((handler) => handler.route?.operationId).filter(Boolean);
    expect(new Set(served).size).toBe(served.length);
    expect(API_ROUTES.map((route) => route.operationId).filter((id) => !served.includes(id))).toEqual([]);
  });
});
