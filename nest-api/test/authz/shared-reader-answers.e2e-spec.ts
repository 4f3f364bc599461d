/**
 * Decision 040 under the authorization matrix: the rows of every route whose answer is
 * `sameForEveryReader`, replayed with the answers shared among a crowd's readers on
 * (PROCESS_READ_CACHE_MS). Before an actor calls, every actor has made the same call, so whatever
 * answer may be kept for it is kept; the actor must still get the row's outcome. The same for
 * every variant of the row (its ids written other ways, another crowd site's header): refused,
 * or answered as the row.
 */
import { API_ROUTES } from '@crowd/contracts';
import { authTestApp } from '../support/auth-app';
import { ACTORS, routeKey, type ActorName, type Call, type MatrixRow, type Site } from './matrix';
import { MATRIX_ROWS } from './rows';
import { variantsOf } from './variants';
import { buildWorld, type World } from './world';

const SHARED_ROUTES = new Set(
  API_ROUTES.filter((route) => 'sameForEveryReader' in route).map((route) => routeKey(route.method, route.path)),
);
/** supertest listens on a new port for each request: the web calls the API by one name. */
const ONE_NAME = { Host: 'api.internal' };
const ID_REFUSALS = [400, 404, 422];
const HEADER_REFUSALS = [...ID_REFUSALS, 403];

describe('authorization matrix with answers shared among readers', () => {
  const testApp = authTestApp(() => ({
    env: { PROCESS_READ_CACHE_MS: '60000', SHARED_READ_CACHE_MS: '0' },
    logger: false,
  }));
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(testApp.app, testApp.dataSource);
  });

  const sendAs = (actor: ActorName, row: MatrixRow, call: Call) => {
    const [method = ''] = row.route.split(' ');
    const cookie = world.actors[actor].cookies[row.site as Site];
    return world.send(method, row.site, { ...call, headers: { ...call.headers, ...ONE_NAME } }, cookie);
  };
  /** Everyone makes the call first: an answer any of them got may be kept for it. */
  const everyoneCalls = async (row: MatrixRow, call: Call) => {
    for (const actor of ACTORS) await sendAs(actor, row, call);
  };

  const rows = MATRIX_ROWS.filter((row) => SHARED_ROUTES.has(row.route));

  it('replays a row of every route whose answer is shared', () => {
    expect(new Set(rows.map((row) => row.route))).toEqual(SHARED_ROUTES);
  });

  for (const row of rows) {
    describe(`${row.route}${row.title ? ` (${row.title})` : ''} on ${row.site}`, () => {
      for (const actor of ACTORS) {
        const outcome = row.expect[actor];
        it(`${actor}: ${outcome.kind} ${outcome.status}, as without shared answers`, async () => {
          const call = await row.call(world, actor);
          await everyoneCalls(row, call);
          const response = await sendAs(actor, row, call);
          const error = outcome.kind === 'refused' ? outcome.error : undefined;
          expect({ status: response.status, body: response.body as unknown }).toMatchObject({
            status: outcome.status,
            ...(error ? { body: { error } } : {}),
          });
          row.check?.(response, actor, world);
        });
      }

      it('answers every variant as the row, or refuses it', async () => {
        const failures: unknown[] = [];
        for (const actor of ACTORS) {
          const expected = row.expect[actor];
          for (const variant of await variantsOf(row, world, actor, async () => row.call(world, actor))) {
            await everyoneCalls(row, variant.call);
            const response = await sendAs(actor, row, variant.call);
            const error = (response.body as { error?: string } | undefined)?.error;
            const refused = (variant.header ? HEADER_REFUSALS : ID_REFUSALS).includes(response.status);
            const asRow =
              response.status === expected.status &&
              (expected.kind !== 'refused' || !expected.error || expected.error === error);
            if (!refused && !asRow) failures.push({ actor, variant: variant.title, status: response.status, error });
          }
        }
        expect({ failures }).toEqual({ failures: [] });
      }, 120_000);
    });
  }
});
