// What the scenarios need of the seeded demo crowd: its id, an idea's id, at least one full page
// of cards, and the sessions of the seed's demo users. A seed with fewer ideas is topped up
// straight in the database, so the crowd home renders 20 cards whatever the seed holds.
import { request as httpRequest } from 'node:http';
import { SESSION_COOKIE_NAME, WEB_READER_COOKIES } from '@crowd/contracts';
import { PAGE_SIZES } from '@crowd/contracts/limits';
import { demoCredentials, runSql } from '../e2e/support/fixtures.mjs';

const getJson = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
};

export async function demoFacts(env) {
  const crowd = await getJson(`${env.API_URL}/api/crowdView/domain/demo`);
  const firstPage = () => getJson(`${env.API_URL}/api/crowdView/ideas/${crowd.id}?limit=${PAGE_SIZES.crowdIdeas}`);
  let { ideas } = await firstPage();
  const missing = PAGE_SIZES.crowdIdeas - ideas.length;
  if (missing > 0) {
    const now = { mysql: 'UTC_TIMESTAMP(3)', sqlite: "strftime('%Y-%m-%d %H:%M:%f', 'now')" };
    const insert = (engine) =>
      'INSERT INTO idea (crowdId, creatorName, name, description, state, version, createdAt, updatedAt) VALUES ' +
      Array.from(
        { length: missing },
        (_, index) =>
          `(${crowd.id}, 'Bench', 'Benchmark idea ${index + 1}', '<p>A card of the benchmark.</p>', ` +
          `'SUBMITTED', 1, ${now[engine]}, ${now[engine]})`,
      ).join(', ');
    runSql(env, { mysql: insert('mysql'), sqlite: insert('sqlite') });
    ({ ideas } = await firstPage());
  }
  return { crowdId: crowd.id, ideaId: ideas[0].id, cards: ideas.length };
}

/**
 * One request to the web on `host`; answers its status and the `name=value` pairs it set
 * (cookies are host-only: each is good on that host alone).
 */
function cookiesFromWeb(env, { host, path, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: Number(env.PORT), path, method, headers: { host, ...headers } },
      (response) => {
        response.resume();
        const cookies = (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]);
        response.on('end', () => resolve({ status: response.statusCode, cookies }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Signs `who` in on `host` through the web's API proxy, as the browser's sign-in does; answers the session cookie. */
async function signIn(env, host, who) {
  const body = JSON.stringify({ email: who.email, password: who.password });
  const { status, cookies } = await cookiesFromWeb(env, {
    host,
    path: '/api/login',
    method: 'POST',
    headers: {
      origin: `http://${host}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
    body,
  });
  const session = cookies.find((pair) => pair.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (status !== 200 || !session) throw new Error(`sign-in of ${who.email} on ${host}: ${status}`);
  return session;
}

/**
 * The sessions the signed-in scenarios send: the demo crowd's follower on the crowd's host, its
 * admin on the main site (the ideas administration lives there).
 */
export async function demoSessions(env) {
  const { admin, follower } = demoCredentials({ env });
  const [crowdFollower, mainAdmin] = await Promise.all([
    signIn(env, `demo.${env.MAIN_HOST}`, follower),
    signIn(env, env.MAIN_HOST, admin),
  ]);
  return { crowdFollower, mainAdmin };
}

/**
 * The cookies of a signed-in browser (issue 27), as it holds them after its first page: the
 * session, the script's mark where the browser runs the app's script (`scripted`), and the reader
 * cookie the web issues with a page of the reader's own (decision 041: to every browser); that page
 * also tells the web the path is shared with readers. The reader cookie lasts a minute: longer
 * than a scenario.
 */
export async function readerCookies(env, host, path, session, { scripted = true } = {}) {
  const browser = scripted ? `${session}; ${WEB_READER_COOKIES.scripted}=1` : session;
  const page = (cookie) => cookiesFromWeb(env, { host, path, headers: { cookie, accept: 'text/html' } });
  const { cookies: issued } = await page(browser);
  const reader = issued.find((pair) => pair.startsWith(`${WEB_READER_COOKIES.readerClass}=`));
  if (!reader) throw new Error(`no reader cookie for ${path} on ${host}`);
  const cookie = `${browser}; ${reader}`;
  await page(cookie);
  return cookie;
}
