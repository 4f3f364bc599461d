import { PRIVATE_CROWD_HEADER, type TCrowdRole } from '@crowd/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Response } from 'supertest';
import type { DataSource } from 'typeorm';
import { UserTokenService } from '../../src/modules/auth/user-token/user-token.service';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { FilesService } from '../../src/infra/files/files.service';
import { ssoState } from '../auth/auth-support';
import { client, LOGIN_HOST, MAIN_HOST, sessionCookie, signIn } from '../support/auth-app';
import { hashPassword } from '../../src/modules/auth/auth/password-hasher';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { ACTORS, type ActorName, type Call, type Site } from './matrix';

/** A 1×1 PNG: a real image for the file and avatar rows. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Actor {
  user: User | null;
  /** The browser's session cookie per site; none where the actor cannot be signed in. */
  cookies: Partial<Record<Site, string>>;
}

type TokenType = Parameters<UserTokenService['issue']>[0]['type'];

/** Everything the rows point at: crowd A (public) and B (private), the actors, their sessions, files. */
export interface World {
  app: NestExpressApplication;
  dataSource: DataSource;
  crowdA: Crowd;
  crowdB: Crowd;
  hosts: Record<Site, string>;
  actors: Record<ActorName, Actor>;
  files: { publicOfA: number; privateOfB: number };
  /** The actor's user; throws for anonymous (rows ask only where a user exists). */
  userOf(actor: ActorName): User;
  /** A one-time token of `type` for `user`, as the auth services issue them. */
  issueToken(type: TokenType, user: User, payload?: unknown): Promise<string>;
  /** A new account, for rows whose call uses one up (reset, activation). */
  newUser(overrides?: Partial<User>): Promise<User>;
  /** A new browser of `actor` signed in on `site` (undefined where the actor cannot be). */
  freshSession(actor: ActorName, site: Site): Promise<string | undefined>;
  /** Sends `call` as the browser would: the site's host, its cookie, X-Private-Crowd in a private crowd. */
  send(method: string, site: Site, call: Call, cookie: string | undefined): Promise<Response>;
}

/**
 * A session on `host` the way a browser gets one: a code from the login host's master session,
 * traded on `host`. Undefined when the API refuses the hand-off (a private user outside their crowd).
 */
async function handOff(app: NestExpressApplication, master: string, host: string): Promise<string | undefined> {
  const state = ssoState();
  const code = await client(app)
    .post('/api/login/sso/code', LOGIN_HOST)
    .set('Cookie', master)
    .send({ redirectUrl: `http://${host}/`, state });
  if (code.status === 403) return undefined;
  if (code.status !== 200) throw new Error(`sso code for ${host}: ${code.status} ${JSON.stringify(code.body)}`);
  const exchanged = await client(app)
    .post('/api/login/sso/exchange', host)
    .send({ code: (code.body as { code: string }).code, state })
    .expect(200);
  return sessionCookie(exchanged);
}

export async function buildWorld(app: NestExpressApplication, dataSource: DataSource): Promise<World> {
  const crowdA = await createCrowd(dataSource, { subdomain: 'matrix-a', title: 'Crowd A', tier: 2 });
  const crowdB = await createCrowd(dataSource, {
    subdomain: 'matrix-b',
    title: 'Crowd B',
    description: 'Members only',
    tier: 3,
    privateCrowd: true,
    privateUsers: true,
  });
  const hosts: Record<Site, string> = {
    main: MAIN_HOST,
    login: LOGIN_HOST,
    crowdA: `${crowdA.subdomain}.${MAIN_HOST}`,
    crowdB: `${crowdB.subdomain}.${MAIN_HOST}`,
  };

  const memberships: Record<Exclude<ActorName, 'anonymous'>, [Crowd, TCrowdRole]> = {
    followerA: [crowdA, 'CROWD_FOLLOWER'],
    managerA: [crowdA, 'CROWD_MANAGER'],
    adminA: [crowdA, 'CROWD_ADMIN'],
    adminB: [crowdB, 'CROWD_ADMIN'],
    privateB: [crowdB, 'CROWD_FOLLOWER'],
  };
  const users = {} as Record<ActorName, User | null>;
  users.anonymous = null;
  for (const [actor, [crowd, role]] of Object.entries(memberships) as [ActorName, [Crowd, TCrowdRole]][]) {
    const user = await createUser(dataSource, {
      email: `${actor.toLowerCase()}@matrix.example.com`,
      name: actor,
      boundCrowdId: actor === 'privateB' ? crowdB.id : null,
    });
    await addMember(dataSource, crowd.id, user.id, role);
    users[actor] = user;
  }

  /** A new browser: a master session on the login host (a private user signs in through their crowd), then hand-offs. */
  async function browser(actor: ActorName, sites: readonly Site[]): Promise<Partial<Record<Site, string>>> {
    const user = users[actor];
    if (!user) return {};
    const crowdId = user.boundCrowdId ?? undefined;
    const master = await signIn(app, user.email, { host: LOGIN_HOST, crowdId });
    const cookies: Partial<Record<Site, string>> = {};
    for (const site of sites) {
      const cookie = site === 'login' ? master : await handOff(app, master, hosts[site]);
      if (cookie) cookies[site] = cookie;
    }
    return cookies;
  }

  const actors = {} as Record<ActorName, Actor>;
  for (const actor of ACTORS) {
    actors[actor] = { user: users[actor], cookies: await browser(actor, ['login', 'main', 'crowdA', 'crowdB']) };
  }

  const files = app.get(FilesService);
  const store = async (crowd: Crowd) =>
    (await files.store({ buffer: PNG, purpose: 'CROWD_COVER', crowdId: crowd.id, originalName: 'cover.png' })).id;
  const tokens = app.get(UserTokenService);
  // Rows use up many accounts; hashing each one's password anew would dominate the suite's time.
  const passwordHash = await hashPassword(DEFAULT_TEST_PASSWORD);
  let created = 0;

  return {
    app,
    dataSource,
    crowdA,
    crowdB,
    hosts,
    actors,
    files: { publicOfA: await store(crowdA), privateOfB: await store(crowdB) },
    userOf(actor) {
      const user = users[actor];
      if (!user) throw new Error(`${actor} has no account`);
      return user;
    },
    async issueToken(type, user, payload) {
      return (await tokens.issue({ type, ttlMs: 60 * 60 * 1000, userId: user.id, payload })).token;
    },
    async newUser(overrides = {}) {
      const email = `spare-${(created += 1)}@matrix.example.com`;
      const repository = dataSource.getRepository(User);
      return repository.save(
        repository.create({
          email,
          emailNormalized: email,
          name: 'Spare',
          locale: 'en',
          passwordHash,
          verifiedAt: new Date(),
          ...overrides,
        }),
      );
    },
    async freshSession(actor, site) {
      return (await browser(actor, [site]))[site];
    },
    send(method, site, call, cookie) {
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      let req = request(app.getHttpServer())[verb](`/api${call.path}`).set('X-Forwarded-Host', hosts[site]);
      if (cookie) req = req.set('Cookie', cookie);
      if (site === 'crowdB') req = req.set(PRIVATE_CROWD_HEADER, String(crowdB.id));
      for (const [name, value] of Object.entries(call.headers ?? {})) req = req.set(name, value);
      if (call.multipart) {
        for (const [name, value] of Object.entries(call.multipart.fields)) req = req.field(name, value);
        const { field, content, filename } = call.multipart.file;
        return req.attach(field, content, { filename, contentType: 'image/png' });
      }
      return call.body === undefined ? req : req.send(call.body);
    },
  };
}
