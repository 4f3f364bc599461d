import { allowed, everyone, refused, type MatrixRow } from '../matrix';

/**
 * Operations: health for load balancers, the OpenAPI document, and the metrics, which nobody gets
 * through a site (only a trusted peer's direct, unforwarded call does; test/ops covers that).
 */
export const SYSTEM_ROWS: MatrixRow[] = [
  { route: 'GET /health', site: 'main', call: () => ({ path: '/health' }), expect: everyone(allowed()) },
  { route: 'GET /metrics', site: 'main', call: () => ({ path: '/metrics' }), expect: everyone(refused(404)) },
  { route: 'GET /docs-json', site: 'main', call: () => ({ path: '/docs-json' }), expect: everyone(allowed()) },
];
