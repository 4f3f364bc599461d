import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod, type INestApplicationContext, type Type } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';

export interface RegisteredRoute {
  method: string;
  /** Below the global prefix, with `{param}` placeholders as in OpenAPI. */
  path: string;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [''];

function joinPath(...segments: string[]): string {
  const joined = segments
    .flatMap((segment) => segment.split('/'))
    .filter((part) => part !== '')
    .map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part))
    .join('/');
  return `/${joined}`;
}

/** Every route the app's controllers declare, read from Nest's own metadata. */
export function listRegisteredRoutes(app: INestApplicationContext): RegisteredRoute[] {
  return listDiscoveredRoutes(app.get(DiscoveryService));
}

export function listDiscoveredRoutes(discovery: DiscoveryService): RegisteredRoute[] {
  const scanner = new MetadataScanner();
  const routes: RegisteredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller));
    for (const methodName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[methodName];
      if (typeof handler !== 'function') continue;
      const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
      const requestMethod: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
      if (methodPath === undefined || typeof requestMethod !== 'number') continue;
      for (const controllerPath of controllerPaths) {
        for (const path of asList(methodPath)) {
          routes.push({
            method: RequestMethod[requestMethod] ?? String(requestMethod),
            path: joinPath(controllerPath, path),
          });
        }
      }
    }
  }
  return routes;
}
