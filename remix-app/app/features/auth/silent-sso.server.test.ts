import type { TErrorBody, TUser } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { api } from '~/lib/api.server';
import { makeUser } from '../../../test/mocks/factories';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, LOGIN, MAIN, makeContext, settle } from '../../../test/route-args';
import { markChecked } from './sso-cookies.server';
import { silentSingleSignOn } from './silent-sso.server';

setupMockApi();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DOCUMENT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

interface Visit {
  method?: string;
  accept?: string;
  userAgent?: string;
  cookie?: string;
}

/** Runs the root loader's silent single sign-on for a page view of `path` on `host`. */
function visit(
  host: string,
  path: string,
  { method = 'GET', accept = DOCUMENT, userAgent = BROWSER, cookie }: Visit = {},
) {
  const headers = new Headers({ Accept: accept, 'User-Agent': userAgent });
  if (cookie) headers.set('Cookie', cookie);
  const request = new Request(`http://${host}${path}`, { method, headers });
  const context = makeContext(host);
  // Not bounced: the page renders (stood in for by a 200).
  return settle(silentSingleSignOn({ request, context }, api({ request, context })).then(() => new Response(null)));
}

const bounced = (location: string | null) => location?.startsWith(`http://${LOGIN}/sso/start?`) === true;

describe('silent single sign-on', () => {
  it('bounces a first page view without a session once through the login host, back to the same URL', async () => {
    const outcome = await visit(DEMO, '/idea/4?tab=comments');
    expect(outcome.status).toBe(302);
    const location = new URL(outcome.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`http://${LOGIN}/sso/start`);
    expect(location.searchParams.get('successUrl')).toBe(`http://${DEMO}/idea/4?tab=comments`);
    expect(location.searchParams.get('silent')).toBe('1');
    // Remembered before leaving, so the answer cannot bounce the browser again.
    const cookies = outcome.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('crowd_sso_checked='))).toBe(true);
    expect(bounced((await visit(MAIN, '/')).location)).toBe(true);
  });

  it('does not bounce again while the answer is remembered', async () => {
    const checked = (await markChecked()).split(';')[0];
    expect((await visit(DEMO, '/', { cookie: checked })).location).toBeNull();
  });

  it('leaves a signed-in visitor alone, and bounces one whose session is gone', async () => {
    server.use(mockApi('getUser', () => HttpResponse.json<TUser>(makeUser())));
    expect((await visit(DEMO, '/', { cookie: 'crowd_sid=s' })).location).toBeNull();
    server.use(mockApi('getUser', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })));
    expect(bounced((await visit(DEMO, '/', { cookie: 'crowd_sid=revoked' })).location)).toBe(true);
  });

  it('never bounces crawlers, HEAD, non-HTML or data requests, sign-in pages, answered views or the login host', async () => {
    const cases: Array<[string, string, Visit]> = [
      [DEMO, '/', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      [DEMO, '/', { userAgent: 'facebookexternalhit/1.1' }],
      [DEMO, '/', { method: 'HEAD' }],
      [DEMO, '/', { accept: '*/*' }],
      [DEMO, '/', { accept: 'application/json' }],
      [DEMO, '/?_data=root', {}],
      [DEMO, '/login', {}],
      [DEMO, '/register', {}],
      [DEMO, '/sso/receive', {}],
      [DEMO, '/idea/4?sso=none', {}],
      [LOGIN, '/login', {}],
    ];
    for (const [host, path, init] of cases) {
      expect([host, path, init, (await visit(host, path, init)).location]).toEqual([host, path, init, null]);
    }
  });
});
