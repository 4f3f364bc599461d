import { allowed, everyone, type MatrixRow } from '../matrix';

/** Operations: health for load balancers, the OpenAPI document. */
export const SYSTEM_ROWS: MatrixRow[] = [
  { route: 'GET /health', site: 'main', call: () => ({ path: '/health' }), expect: everyone(allowed()) },
  { route: 'GET /docs-json', site: 'main', call: () => ({ path: '/docs-json' }), expect: everyone(allowed()) },
];
