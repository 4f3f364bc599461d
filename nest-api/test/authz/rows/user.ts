import { User } from '../../../src/modules/auth/user/entities/user.entity';
import { allowed, everyone, invalid, refused, signedIn, type ActorName, type MatrixRow } from '../matrix';
import { PNG, type World } from '../world';

/** The actor's id and current version (earlier rows bump it); a made-up pair for anonymous. */
async function idAndVersion(world: World, actor: ActorName): Promise<{ id: number; version: number }> {
  if (actor === 'anonymous') return { id: 1, version: 1 };
  const user = await world.dataSource.getRepository(User).findOneByOrFail({ id: world.userOf(actor).id });
  return { id: user.id, version: user.version };
}

/** The signed-in user's own account, on the main site (a private user may use it too). */
export const USER_ROWS: MatrixRow[] = [
  { route: 'GET /user', site: 'main', call: () => ({ path: '/user' }), expect: signedIn(allowed()) },
  {
    route: 'GET /user',
    title: "on crowd A's site",
    site: 'crowdA',
    call: () => ({ path: '/user' }),
    // The login host hands a private user of B no session for crowd A's host.
    expect: signedIn(allowed(), { privateB: refused(401, 'unauthorized') }),
  },
  {
    route: 'PUT /user',
    site: 'main',
    call: async (world, actor) => ({ path: '/user', body: { ...(await idAndVersion(world, actor)), about: 'matrix' } }),
    expect: signedIn(allowed()),
  },
  {
    route: 'PUT /user/avatar',
    site: 'main',
    call: async (world, actor) => {
      const { id, version } = await idAndVersion(world, actor);
      return {
        path: '/user/avatar',
        multipart: {
          fields: { id: String(id), version: String(version) },
          file: { field: 'avatar', content: PNG, filename: 'me.png' },
        },
      };
    },
    expect: signedIn(allowed()),
  },
  {
    route: 'PUT /user/password',
    site: 'main',
    call: () => ({ path: '/user/password', body: {} }),
    // A real change signs the user's other sessions out, which the later rows need.
    expect: signedIn(invalid(422, 'empty body: no password is changed')),
  },
  {
    route: 'GET /user/notificationSettings',
    site: 'main',
    call: () => ({ path: '/user/notificationSettings' }),
    expect: signedIn(allowed()),
  },
  {
    route: 'PUT /user/notificationSettings',
    site: 'main',
    call: async (world, actor) => {
      const cookie = world.actors[actor].cookies.main;
      const current = cookie ? await world.send('GET', 'main', { path: '/user/notificationSettings' }, cookie) : null;
      const version = (current?.body as { version?: number } | undefined)?.version ?? 1;
      return { path: '/user/notificationSettings', body: { version, ideaLiked: false } };
    },
    expect: signedIn(allowed()),
  },
  { route: 'GET /user/roles', site: 'main', call: () => ({ path: '/user/roles' }), expect: signedIn(allowed()) },
  {
    route: 'GET /user/ideasLiked',
    site: 'main',
    call: () => ({ path: '/user/ideasLiked' }),
    expect: signedIn(allowed()),
  },
  {
    route: 'DELETE /user',
    site: 'main',
    call: () => ({ path: '/user', body: { password: 'Not-The-Pass1' } }),
    // Erasing an actor would leave the later rows without it; the wrong password changes nothing.
    expect: signedIn(invalid(422, 'wrong password: nothing is erased')),
  },
  {
    route: 'POST /user/erasure',
    site: 'main',
    call: async (world) => ({
      path: '/user/erasure',
      body: { token: await world.issueToken('ACCOUNT_ERASURE', await world.newUser()) },
    }),
    // The link is the authority, whoever follows it: it erases its own (fresh) account.
    expect: everyone(allowed()),
  },
];
