import * as S from '../schemas';
import { type TApiRoute } from './route';

export const SYSTEM_ROUTES = [
  {
    method: 'get',
    path: '/health',
    operationId: 'health',
    tag: 'system',
    auth: 'public',
    summary: 'Liveness and dependency checks',
    responses: { 200: S.ZHealthResponse },
  },
  {
    method: 'get',
    path: '/docs-json',
    operationId: 'openApiDocument',
    tag: 'system',
    auth: 'public',
    summary: 'This OpenAPI document',
    responses: { 200: S.ZOpenApiDocumentResponse },
  },
  {
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    tag: 'system',
    auth: 'public',
    summary:
      'Prometheus metrics of this instance: answered only to a direct peer among TRUSTED_PROXIES (loopback by default), 404 to anyone else and through the web',
    responses: {
      200: {
        kind: 'file',
        contentType: 'text/plain; version=0.0.4; charset=utf-8',
        description: 'Prometheus text exposition format',
      },
    },
  },
] as const satisfies readonly TApiRoute[];
