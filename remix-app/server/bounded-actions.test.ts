import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import { http, HttpResponse, passthrough } from 'msw';
import * as forgotPasswordRoute from '~/routes/forgotPassword';
import * as loginRoute from '~/routes/login';
import * as registerRoute from '~/routes/register';
import { mockApi } from '../test/mocks/api';
import { server as api, setupMockApi } from '../test/mocks/server';
import { listen, send } from '../test/http';
import { MAIN, makeContext } from '../test/route-args';
import { limitPageBodies } from './body-limit';
import { withBoundedActions } from './bounded-actions';

setupMockApi();

const route = (id: string, path: string, module: object) => ({ id, parentId: 'root', path, module });

/**
 * The app's own sign-in routes in a Remix build of their own, served as server.ts serves the real
 * one; the document entry answers the status and the action's data instead of rendering the page.
 */
const build = {
  mode: 'production',
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers, context: { staticHandlerContext: object }) =>
        new Response(JSON.stringify(context.staticHandlerContext), { status, headers }),
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null, ErrorBoundary: () => null } },
    'routes/login': route('routes/login', 'login', loginRoute),
    'routes/register': route('routes/register', 'register', registerRoute),
    'routes/forgotPassword': route('routes/forgotPassword', 'forgotPassword', forgotPasswordRoute),
  },
  assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

describe('every action behind the bounded form reader, through Express and Remix', () => {
  let site: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = express();
    app.all(
      '/{*splat}',
      limitPageBodies,
      createRequestHandler({ build: withBoundedActions(build), getLoadContext: () => makeContext(MAIN) }),
    );
    site = await listen(app);
  });
  afterAll(() => site.close());
  // The test's own requests to the site go out; the site's calls to the API meet the mocks.
  beforeEach(() => api.use(http.all(`http://127.0.0.1:${site.port}/*`, () => passthrough())));

  const postForm = (path: string, body: string) =>
    send(site.port, {
      method: 'POST',
      path,
      headers: { Host: MAIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });

  // Issue 24, item 3: this 13-byte body stalled the web process for 50 s and grew it to 4.3 GB.
  // Without the reader it ends in the test's timeout.
  it.each(['/login?sso=none', '/register'])('answers a[99999999]=1 to %s with a 400', async (path) => {
    const response = await postForm(path, 'a[99999999]=1');
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('99999999');
  });

  // Issue 24, item 4: a prototype key as a field name was a 500.
  it.each([
    ['/login?sso=none', '__proto__=1'],
    ['/register', 'x[__proto__]=1'],
    ['/forgotPassword', 'constructor[prototype]=1'],
    ['/login?sso=none', 'email=a%40b.c&x.constructor=1'],
  ])('answers %s with %s by 400', async (path, body) => {
    expect((await postForm(path, body)).status).toBe(400);
  });

  it('refuses a bounded multipart form the same way', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="a[99999999]"\r\n\r\n1\r\n--b--\r\n';
    const response = await send(site.port, {
      method: 'POST',
      path: '/register',
      headers: { Host: MAIN, 'Content-Type': 'multipart/form-data; boundary=b' },
      body,
    });
    expect(response.status).toBe(400);
  });

  it('hands a form within the limits to the action as it was posted', async () => {
    let posted: unknown;
    api.use(
      mockApi('listLoginProviders', () => HttpResponse.json({ providers: [] })),
      mockApi('login', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          { errors: [{ param: 'password', msg: 'invalid_username_password' }] },
          { status: 422 },
        );
      }),
    );
    const response = await postForm('/login?sso=none', 'email=ada%40example.com&password=S3cret%21');
    expect(response.status).toBe(422);
    expect(posted).toMatchObject({ email: 'ada@example.com', password: 'S3cret!' });
  });
});
