import type { TErrorBody, TUser } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { api } from '~/lib/api.server';
import { makeUser } from '../../../test/mocks/factories';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { makeContext, routeArgs, settle } from '../../../test/route-args';
import { markSignedInSomewhere } from './sso-cookies.server';
import { silentSingleSignOn } from './silent-sso.server';
import { ssoStartLoader } from './sso.server';

// Decision 039 needs a main site whose domain browsers share a cookie over (not localhost): this
// file's own environment, read once by getEnv on its first call, and given back after.
const saved = { MAIN_HOST: process.env.MAIN_HOST, LOGIN_HOST: process.env.LOGIN_HOST };
process.env.MAIN_HOST = 'crowd.test:3000';
process.env.LOGIN_HOST = 'login.crowd.test:3000';
afterAll(() => Object.assign(process.env, saved));

setupMockApi();

const MAIN = 'crowd.test:3000';
const LOGIN = 'login.crowd.test:3000';
const DEMO = 'demo.crowd.test:3000';
const OWN_DOMAIN = 'ideas.example.org';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** The root loader's silent single sign-on for a page view of `/` on `host`: where it sends the browser (null: the page). */
async function pageView(host: string, cookie?: string): Promise<string | null> {
  const headers = new Headers({ Accept: 'text/html', 'User-Agent': BROWSER });
  if (cookie) headers.set('Cookie', cookie);
  const request = new Request(`http://${host}/`, { headers });
  const context = makeContext(host);
  const outcome = await settle(
    silentSingleSignOn({ request, context }, api({ request, context })).then(() => new Response(null)),
  );
  return outcome.location;
}

const hint = async () => (await markSignedInSomewhere())?.split(';')[0] ?? '';

const hintSetBy = (outcome: { headers: Headers }) =>
  outcome.headers.getSetCookie().find((cookie) => cookie.startsWith('crowd_sso_hint='));

describe("the login host's hint (decision 039)", () => {
  it('lets a first visit to the main site or a crowd on its subdomain go straight to its page', async () => {
    expect(await pageView(DEMO)).toBeNull();
    expect(await pageView(MAIN)).toBeNull();
  });

  it('bounces a browser holding the hint through the login host, and a crowd on its own domain always', async () => {
    expect(await pageView(DEMO, await hint())).toMatch(`http://${LOGIN}/sso/start?`);
    expect(await pageView(OWN_DOMAIN)).toMatch(`http://${LOGIN}/sso/start?`);
  });

  it('is set over the main domain for a browser with a master session, and dropped when it has none', async () => {
    const path = `/sso/start?${new URLSearchParams({ successUrl: `http://${MAIN}/`, silent: '1' }).toString()}`;
    server.use(mockApi('getUser', () => HttpResponse.json<TUser>(makeUser())));
    const signedIn = await settle(ssoStartLoader(routeArgs(LOGIN, path, { cookie: 'crowd_sid=s' })));
    expect(hintSetBy(signedIn)).toMatch(
      /^crowd_sso_hint=[^;]+; Max-Age=2592000; Domain=crowd\.test; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    server.use(mockApi('getUser', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })));
    const none = await settle(ssoStartLoader(routeArgs(LOGIN, path, { cookie: `crowd_sid=gone; ${await hint()}` })));
    expect(none.location).toBe(`http://${MAIN}/sso/receive?none=1&successUrl=${encodeURIComponent(`http://${MAIN}/`)}`);
    expect(hintSetBy(none)).toMatch(/^crowd_sso_hint=; Max-Age=0; Domain=crowd\.test; Path=\//);
  });
});
