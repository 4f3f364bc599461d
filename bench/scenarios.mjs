/**
 * Each scenario's budget is what a 2-core machine must sustain with 10 connections over
 * loopback; a regression past it fails `npm run bench`.
 */
export const SCENARIOS = [
  {
    name: 'api health',
    target: 'api',
    path: '/api/health',
    budget: { minRequestsPerSecond: 1000, maxP99Ms: 50 },
  },
  {
    name: 'api crowd view by subdomain',
    target: 'api',
    path: '/api/crowdView/domain/demo',
    budget: { minRequestsPerSecond: 500, maxP99Ms: 100 },
  },
  {
    name: "api crowd site's categories",
    target: 'api',
    path: '/api/crowdView/category/demo',
    budget: { minRequestsPerSecond: 500, maxP99Ms: 100 },
  },
  {
    name: 'web landing page (SSR)',
    target: 'web',
    path: '/',
    budget: { minRequestsPerSecond: 100, maxP99Ms: 400 },
  },
  {
    name: 'web crowd home (SSR + API)',
    target: 'web',
    path: '/',
    host: (env) => `demo.${env.MAIN_HOST}`,
    budget: { minRequestsPerSecond: 60, maxP99Ms: 600 },
  },
];
