/**
 * The authorization matrix: every route the API serves, called by every actor, with the outcome
 * each one must get.
 *
 * Adding a route? Add its row(s) to the file of its tag under `rows/` (a new tag gets a new file,
 * listed in `rows/index.ts`); the first test fails until every served route has a row and every
 * row names a served route. A row says:
 * - `route`: `METHOD /path` as the route registry writes it (`{param}` placeholders);
 * - `site`: the site whose Host header the browser sends (`main`, `login`, `crowdA`, `crowdB`);
 *   on crowd B's site the request carries `X-Private-Crowd`, as the web sends it in a private crowd;
 * - `call(world, actor)`: the request, pointing at crowd A's data where a crowd is involved
 *   (`world` holds the crowds, the actors' users, files, and helpers that issue tokens);
 * - `expect`: per actor `allowed(status)`, `invalid(status, reason)` (the actor may call the route
 *   and the request is refused for its content on purpose) or `refused(status, errorKey)`;
 * - `session: 'fresh'` when the call ends or rotates the session (logout, sign-in, code exchange):
 *   the actor then calls from a new browser signed in for that call alone, so the shared sessions
 *   the other rows use stay alive and the rows may run in any order. Calls that would sign the
 *   user out everywhere (a password change) are sent with an invalid body instead.
 * Every call that does not succeed must leave every table as it was (compared row by row).
 *
 * The actors, created once: anonymous; a follower, a manager and an admin of crowd A (public);
 * an admin of crowd B (private); a private user bound to B. Each browser holds a session on every
 * site it may reach, obtained as a browser does (sign-in on the login host, single sign-on hand-off
 * to the others); the private user gets none on crowd A's site.
 */
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken } from '../../src/infra/queue/job-queue';
import { QUEUE_NAMES } from '../../src/infra/queue/queue-name';
import { listRegisteredRoutes } from '../../src/infra/openapi/registered-routes';
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../auth/fake-oauth-provider';
import { authTestApp } from '../support/auth-app';
import { changedTables, fingerprintDatabase } from './db-fingerprint';
import { ACTORS, routeKey, type MatrixRow, type Outcome } from './matrix';
import { MATRIX_ROWS } from './rows';
import { variantsOf } from './variants';
import { buildWorld, type World } from './world';

const outcomeText = (outcome: Outcome): string => {
  if (outcome.kind === 'allowed') return `allowed ${outcome.status}`;
  if (outcome.kind === 'invalid') return `allowed, ${outcome.status} for its content (${outcome.reason})`;
  return `refused ${outcome.status}${outcome.error ? ` ${outcome.error}` : ''}`;
};

const rowName = (row: MatrixRow): string => `${row.route}${row.title ? ` (${row.title})` : ''} on ${row.site}`;

describe('authorization matrix', () => {
  let provider: FakeOAuthProvider;
  beforeAll(async () => {
    provider = await startFakeOAuthProvider();
  });
  const testApp = authTestApp(() => ({ env: provider.env(), logger: false }));
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(testApp.app, testApp.dataSource);
  });
  afterAll(async () => {
    await provider?.close();
  });

  /**
   * Jobs queued by earlier calls are done (and recorded) before a fingerprint is taken: twice over,
   * since a notification job queues mails.
   */
  async function settleQueues(): Promise<void> {
    for (const name of [...QUEUE_NAMES, ...QUEUE_NAMES]) {
      const queue: unknown = testApp.app.get(queueToken(name));
      if (queue instanceof InProcessJobQueue) await queue.drain();
    }
  }

  it('has a row for every served route, and serves every route a row names', () => {
    const served = new Set(listRegisteredRoutes(testApp.app).map((route) => routeKey(route.method, route.path)));
    const named = new Set(MATRIX_ROWS.map((row) => row.route));
    expect({ servedWithoutRow: [...served].filter((route) => !named.has(route)) }).toEqual({ servedWithoutRow: [] });
    expect({ rowsNotServed: [...named].filter((route) => !served.has(route)) }).toEqual({ rowsNotServed: [] });
  });

  it('gives every actor a session on each site it may reach, and the private user none on crowd A', () => {
    for (const actor of ACTORS) {
      const sites = Object.keys(world.actors[actor].cookies).sort();
      const expected = { anonymous: [], privateB: ['crowdB', 'login', 'main'] }[actor as string] ?? [
        'crowdA',
        'crowdB',
        'login',
        'main',
      ];
      expect({ actor, sites }).toEqual({ actor, sites: expected });
    }
  });

  for (const row of MATRIX_ROWS) {
    const [method = ''] = row.route.split(' ');
    describe(rowName(row), () => {
      for (const actor of ACTORS) {
        const outcome = row.expect[actor];
        it(`${actor}: ${outcomeText(outcome)}`, async () => {
          const call = await row.call(world, actor);
          const cookie =
            row.session === 'fresh' ? await world.freshSession(actor, row.site) : world.actors[actor].cookies[row.site];
          const unchanged = outcome.kind !== 'allowed';
          await settleQueues();
          const before = unchanged ? await fingerprintDatabase(testApp.dataSource) : undefined;

          const response = await world.send(method, row.site, call, cookie);

          const error = outcome.kind === 'refused' ? outcome.error : undefined;
          expect({ status: response.status, body: response.body as unknown }).toMatchObject({
            status: outcome.status,
            ...(error ? { body: { error } } : {}),
          });
          if (before) {
            await settleQueues();
            expect({ changedTables: changedTables(before, await fingerprintDatabase(testApp.dataSource)) }).toEqual({
              changedTables: [],
            });
          }
          row.check?.(response, actor, world);
        });
      }
    });
  }

  /**
   * The refusals an id written another way may get; a crowd named from another crowd's site may
   * also be refused as the private user's binding refuses it (403 user_bound_to_other_crowd).
   */
  const ID_REFUSALS = [400, 404, 422];
  const HEADER_REFUSALS = [...ID_REFUSALS, 403];

  describe('ids written other ways, crowds named from another crowd site (issue 24)', () => {
    const firstRowOfRoute = MATRIX_ROWS.filter(
      (row, index) => MATRIX_ROWS.findIndex((other) => other.route === row.route) === index,
    );
    for (const row of firstRowOfRoute) {
      const [method = ''] = row.route.split(' ');
      it(`${rowName(row)}: refused or answered as the row, no table changed by a refusal`, async () => {
        const failures: unknown[] = [];
        for (const actor of ACTORS) {
          const expected = row.expect[actor];
          const variants = await variantsOf(row, world, actor, async () => row.call(world, actor));
          for (const variant of variants) {
            const cookie =
              row.session === 'fresh'
                ? await world.freshSession(actor, row.site)
                : world.actors[actor].cookies[row.site];
            await settleQueues();
            const before = await fingerprintDatabase(testApp.dataSource);
            const response = await world.send(method, row.site, variant.call, cookie);
            const error = (response.body as { error?: string } | undefined)?.error;
            const refusedNow = (variant.header ? HEADER_REFUSALS : ID_REFUSALS).includes(response.status);
            const asRow =
              response.status === expected.status &&
              (expected.kind !== 'refused' || !expected.error || expected.error === error);
            let changed: string[] = [];
            if (refusedNow || expected.kind !== 'allowed') {
              await settleQueues();
              changed = changedTables(before, await fingerprintDatabase(testApp.dataSource));
            }
            if (!(refusedNow || asRow) || changed.length > 0)
              failures.push({
                actor,
                variant: variant.title,
                status: response.status,
                error,
                row: outcomeText(expected),
                changed,
              });
          }
        }
        expect({ failures }).toEqual({ failures: [] });
      }, 180_000);
    }
  });
});
