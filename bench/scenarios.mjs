/**
 * Each scenario's budget is what a 2-core machine must sustain over loopback with its connections
 * (10 unless it says; issue 12's and issue 27's pages and calls with 50): a floor of requests per
 * second, a ceiling of p99 latency and, where the issue sets one, a floor of throughput as a share
 * of the bare reference's. A regression past it fails `npm run bench`. `path` may depend on the
 * demo crowd's facts (fixtures.mjs); `signedInAs` names the session it sends (`demoSessions`).
 * A signed-in web scenario's browser holds the cookies its first page gave it (`readerCookies`);
 * `scripted`: it runs the app's script;
 * `also`: paths each view requests after `path` (or a function of the facts giving them), so one
 * view is all of them and the rate is views.
 */
const demoHost = (env) => `demo.${env.MAIN_HOST}`;

/** Issue 27: a signed-in page, made for its reader each time, at least half as fast as a bare page. */
const SIGNED_IN_PAGE = { minRequestsPerSecond: 100, maxP99Ms: 250, minRatioToReference: 0.5 };

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
    name: 'api crowd ideas with a filter',
    target: 'api',
    path: ({ crowdId }) => `/api/crowdView/ideas/${crowdId}?filter=most_likes&limit=20`,
    connections: 50,
    budget: { minRequestsPerSecond: 200, maxP99Ms: 500, minRatioToReference: 0.4 },
  },
  // The landing page's lists (issue 17): the main site's busiest reads, the same for everyone.
  ...[
    ['public crowds', '/api/public/crowds'],
    ['most liked ideas', '/api/public/ideas/mostLiked'],
    ['newest ideas', '/api/public/ideas/recent'],
  ].map(([what, path]) => ({
    name: `api landing lists: ${what}`,
    target: 'api',
    path,
    connections: 50,
    budget: { minRequestsPerSecond: 300, maxP99Ms: 300, minRatioToReference: 0.6 },
  })),
  {
    name: 'web landing page (SSR)',
    target: 'web',
    path: '/',
    budget: { minRequestsPerSecond: 100, maxP99Ms: 400 },
  },
  {
    name: 'web landing lists page /intro (SSR)',
    target: 'web',
    path: '/intro',
    budget: { minRequestsPerSecond: 100, maxP99Ms: 400 },
  },
  {
    name: 'web crowd home (SSR, 20 cards)',
    target: 'web',
    path: '/',
    host: demoHost,
    connections: 50,
    budget: { minRequestsPerSecond: 100, maxP99Ms: 150, minRatioToReference: 0.8 },
  },
  {
    name: 'web idea detail (SSR)',
    target: 'web',
    path: ({ ideaId }) => `/idea/${ideaId}`,
    host: demoHost,
    connections: 50,
    budget: { minRequestsPerSecond: 100, maxP99Ms: 300, minRatioToReference: 1 },
  },
  // Issue 27: what everyone who takes part sees, signed in.
  // A browser that has not run the app's script (no `crowd_js`): it is served the page shared per
  // role, with links in place of the menu (decision 041) and, on the idea page and `/ideas`, its own
  // controls or table filled into the page's slots from its reader call (decision 042).
  {
    name: 'web crowd home signed in, browser without script (page shared per role, 20 cards)',
    target: 'web',
    path: '/',
    host: demoHost,
    signedInAs: 'crowdFollower',
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  // What a browser that runs the app's script costs per view of the crowd home signed in: the page
  // the web rendered once for every reader of the follower role, then its own user menu and bell
  // (`GET /api/notification/topBar` through the web's proxy), as one view of two requests; views
  // per second against the bare page.
  {
    name: 'web crowd home signed in, scripted browser (page shared per role + its top bar call)',
    target: 'web',
    path: '/',
    also: ['/api/notification/topBar'],
    host: demoHost,
    signedInAs: 'crowdFollower',
    scripted: true,
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  {
    name: 'web idea detail signed in, browser without script (page shared per role, its controls filled in from its reader call)',
    target: 'web',
    path: ({ ideaId }) => `/idea/${ideaId}`,
    host: demoHost,
    signedInAs: 'crowdFollower',
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  // The idea page the same way: shared per role, then the reader's like, rating, comments and top
  // bar from one call (`GET /api/crowdView/ideaReader/{domain}/{ideaId}` through the web's proxy).
  {
    name: 'web idea detail signed in, scripted browser (page shared per role + its reader call)',
    target: 'web',
    path: ({ ideaId }) => `/idea/${ideaId}`,
    also: ({ ideaId }) => [`/api/crowdView/ideaReader/demo/${ideaId}`],
    host: demoHost,
    signedInAs: 'crowdFollower',
    scripted: true,
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  {
    name: 'web ideas administration /ideas signed in, browser without script (page shared by signed-in readers, its table filled in from its reader call)',
    target: 'web',
    path: '/ideas',
    signedInAs: 'mainAdmin',
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  // /ideas shared by the main site's signed-in readers, then the reader's top bar and page of the
  // table from one call (`GET /api/ideasReader` through the web's proxy), as one view.
  {
    name: 'web ideas administration /ideas signed in, scripted browser (page shared by signed-in readers + its reader call)',
    target: 'web',
    path: '/ideas',
    also: ['/api/ideasReader?page=1&size=10'],
    signedInAs: 'mainAdmin',
    scripted: true,
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  {
    name: 'web landing page signed in, browser without script (page shared by signed-in readers)',
    target: 'web',
    path: '/',
    signedInAs: 'mainAdmin',
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  // The main site's pages differ between signed-in readers by the top bar only: one render a
  // moment for all of them (the class `none`), then each browser's top bar call.
  {
    name: 'web landing page signed in, scripted browser (page shared by signed-in readers + its top bar call)',
    target: 'web',
    path: '/',
    also: ['/api/notification/topBar'],
    signedInAs: 'mainAdmin',
    scripted: true,
    connections: 50,
    budget: SIGNED_IN_PAGE,
  },
  {
    name: 'api crowd ideas with a filter signed in',
    target: 'api',
    path: ({ crowdId }) => `/api/crowdView/ideas/${crowdId}?filter=most_likes&limit=20`,
    host: demoHost,
    signedInAs: 'crowdFollower',
    connections: 50,
    budget: { minRequestsPerSecond: 200, maxP99Ms: 500, minRatioToReference: 0.3 },
  },
  {
    name: 'api current user signed in',
    target: 'api',
    path: '/api/user',
    host: demoHost,
    signedInAs: 'crowdFollower',
    connections: 50,
    budget: { minRequestsPerSecond: 500, maxP99Ms: 300, minRatioToReference: 0.3 },
  },
];
