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
] as const satisfies readonly TApiRoute[];
