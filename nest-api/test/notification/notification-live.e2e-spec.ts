import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { NOTIFICATION_SOCKET_EVENT, ZNotification, type TNotification } from '@crowd/contracts';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createWorkerContext } from '../../src/bootstrap';
import { Session } from '../../src/modules/auth/auth/entities/session.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import type { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { NOTIFICATION_JOB } from '../../src/modules/notification/notification/notification-event';
import { startTestApp, testEnv, uniqueQueuePrefix, type TestApp } from '../support/app';
import { authTestApp, generousRateLimits, MAIN_HOST, signIn } from '../support/auth-app';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services';
import { waitFor } from '../support/wait-for';
import { commentEventOf, notificationQueue, settleNotifications } from '../support/notifications';

const MAIN_ORIGIN = `http://${MAIN_HOST}`;

/** Opened sockets, closed after each test. */
const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function listen(app: NestExpressApplication): Promise<number> {
  await app.listen(0, '127.0.0.1');
  return (app.getHttpServer().address() as AddressInfo).port;
}

interface Handshake {
  host?: string;
  cookie?: string;
  /** The browser's origin; `''` sends none. */
  origin?: string;
  fetchSite?: string;
}

/** A socket as the web proxy forwards the browser's: its host, cookie and origin. */
function connect(
  port: number,
  { host = MAIN_HOST, cookie, origin = MAIN_ORIGIN, fetchSite }: Handshake,
): Promise<Socket> {
  const extraHeaders: Record<string, string> = { 'X-Forwarded-Host': host };
  if (cookie) extraHeaders.Cookie = cookie;
  if (origin) extraHeaders.Origin = origin;
  if (fetchSite) extraHeaders['Sec-Fetch-Site'] = fetchSite;
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** What a refused handshake answers (`connect_error`'s message). */
const refusal = (handshake: Promise<Socket>): Promise<string> =>
  handshake.then(
    () => 'connected',
    (error: Error) => error.message,
  );

/** Every notification the socket receives, in order. */
function received(socket: Socket): TNotification[] {
  const list: TNotification[] = [];
  socket.on(NOTIFICATION_SOCKET_EVENT, (payload: unknown) => list.push(ZNotification.parse(payload)));
  return list;
}

const comment = (app: NestExpressApplication, crowd: Crowd, idea: Idea, cookie: string) =>
  request(app.getHttpServer())
    .post(`/api/crowdView/comment/${crowd.subdomain ?? ''}`)
    .set('X-Forwarded-Host', MAIN_HOST)
    .set('Cookie', cookie)
    .send({ ideaId: idea.id, content: 'Good one' })
    .expect(201);

/** A public crowd, an idea owned by a follower and a second follower who comments on it. */
async function crowdWithIdea(app: NestExpressApplication, dataSource: DataSource) {
  const crowd = await createCrowd(dataSource, { title: 'Green City' });
  const owner = await createUser(dataSource, { name: 'Olga Owner' });
  const commenter = await createUser(dataSource, { name: 'Carl Commenter' });
  for (const user of [owner, commenter]) await addMember(dataSource, crowd.id, user.id, 'CROWD_FOLLOWER');
  const idea = await createIdea(dataSource, crowd.id, owner.id, { name: 'Bike lanes' });
  return {
    crowd,
    idea,
    owner: { user: owner, cookie: await signIn(app, owner.email) },
    commenter: { user: commenter, cookie: await signIn(app, commenter.email) },
  };
}

const expectCommentNotification = (notification: TNotification | undefined, idea: Idea, crowd: Crowd) =>
  expect(notification).toMatchObject({
    type: 'ideaCommented',
    entityType: 'idea',
    entityId: idea.id,
    crowdId: crowd.id,
    readAt: null,
    data: { name: 'Bike lanes', authorName: 'Carl Commenter', crowdName: 'Green City' },
  });

/**
 * Live delivery (decision 026): the socket.io gateway authenticates a handshake as the HTTP layer
 * authenticates a request (host, its session cookie, its origin) and the delivery processor pushes
 * each newly stored notification to its user's room, through Redis across api instances and from
 * the worker.
 */
describe('live notifications over socket.io', () => {
  const testApp = authTestApp();
  let port = 0;

  beforeAll(async () => {
    port = await listen(testApp.app);
  });

  const settle = (): Promise<void> => settleNotifications(testApp.app);

  it("delivers the notification another user's comment causes to the owner's socket, not the commenter's", async () => {
    const { crowd, idea, owner, commenter } = await crowdWithIdea(testApp.app, testApp.dataSource);
    const ownerGot = received(await connect(port, { cookie: owner.cookie }));
    const commenterGot = received(await connect(port, { cookie: commenter.cookie }));

    await comment(testApp.app, crowd, idea, commenter.cookie);

    await waitFor(() => ownerGot.length > 0, 10_000, 'the notification');
    expect(ownerGot).toHaveLength(1);
    expectCommentNotification(ownerGot[0], idea, crowd);
    await settle();
    expect(commenterGot).toEqual([]);
  });

  it('refuses a handshake without a session, with a forged or an expired one, or from a foreign origin', async () => {
    const user = await createUser(testApp.dataSource);
    const cookie = await signIn(testApp.app, user.email);
    const sibling = await createCrowd(testApp.dataSource);

    expect(await refusal(connect(port, {}))).toBe('unauthorized');
    expect(await refusal(connect(port, { cookie: 'crowd_sid=forged-token' }))).toBe('unauthorized');
    expect(await refusal(connect(port, { cookie, origin: 'http://evil.example' }))).toBe('invalid_origin');
    expect(await refusal(connect(port, { cookie, origin: `http://${sibling.subdomain ?? ''}.localhost:3000` }))).toBe(
      'invalid_origin',
    );
    expect(await refusal(connect(port, { cookie, origin: `https://${MAIN_HOST}` }))).toBe('invalid_origin');
    // A sibling crowd's page sends no Origin on a GET, but its browser says the request is same-site.
    expect(await refusal(connect(port, { cookie, origin: '', fetchSite: 'same-site' }))).toBe('invalid_origin');
    expect(await refusal(connect(port, { cookie, origin: '', fetchSite: 'same-origin' }))).toBe('connected');
    expect(await refusal(connect(port, { cookie }))).toBe('connected');

    await testApp.dataSource
      .getRepository(Session)
      .update({ userId: user.id }, { expiresAt: new Date(Date.now() - 60_000) });
    expect(await refusal(connect(port, { cookie }))).toBe('unauthorized');
  });

  it("does not take crowd A's session on another host", async () => {
    const crowdA = await createCrowd(testApp.dataSource);
    const crowdB = await createCrowd(testApp.dataSource);
    const user = await createUser(testApp.dataSource);
    for (const crowd of [crowdA, crowdB]) await addMember(testApp.dataSource, crowd.id, user.id, 'CROWD_FOLLOWER');
    const hostA = `${crowdA.subdomain ?? ''}.localhost:3000`;
    const hostB = `${crowdB.subdomain ?? ''}.localhost:3000`;
    const cookie = await signIn(testApp.app, user.email, { host: hostA });

    expect(await refusal(connect(port, { host: hostA, origin: `http://${hostA}`, cookie }))).toBe('connected');
    expect(await refusal(connect(port, { host: hostB, origin: `http://${hostB}`, cookie }))).toBe('unauthorized');
    expect(await refusal(connect(port, { host: MAIN_HOST, cookie }))).toBe('unauthorized');
  });

  it('pushes once when the same event is processed twice', async () => {
    const { idea, owner, commenter } = await crowdWithIdea(testApp.app, testApp.dataSource);
    const ownerGot = received(await connect(port, { cookie: owner.cookie }));
    const queue = notificationQueue(testApp.app);
    const event = commentEventOf(commenter.user.id, idea.id);

    // Without a job id the processed-job record does not stop the second run: the rows found stored do.
    await queue.add(NOTIFICATION_JOB, { event });
    await settle();
    await waitFor(() => ownerGot.length > 0, 10_000, 'the first push');
    await queue.add(NOTIFICATION_JOB, { event });
    await settle();
    // A second push would have arrived by now: the first took a round trip on the same connection.
    await connect(port, { cookie: owner.cookie });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownerGot.map((notification) => notification.entityId)).toEqual([idea.id]);
  });
});

describeWithRedis('live notifications across processes on Redis', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    for (const app of apps.splice(0).reverse()) await app.close();
  });
  afterAll(async () => {
    await db.drop();
  });

  async function api(queuePrefix: string, processors: boolean): Promise<{ app: NestExpressApplication; port: number }> {
    const testApp = await startTestApp({
      db,
      env: {
        ...generousRateLimits(),
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_PREFIX: queuePrefix,
        RUN_QUEUE_PROCESSORS: processors ? '1' : '',
      },
    });
    apps.push(testApp);
    return { app: testApp.app, port: await listen(testApp.app) };
  }

  const sourceOf = (app: NestExpressApplication) => app.get(DataSource);

  it('a notification created through one api instance reaches a socket connected to another', async () => {
    const prefix = uniqueQueuePrefix();
    const first = await api(prefix, true);
    const second = await api(prefix, false);
    const { crowd, idea, owner, commenter } = await crowdWithIdea(first.app, sourceOf(first.app));
    const ownerGot = received(await connect(second.port, { cookie: owner.cookie }));

    await comment(first.app, crowd, idea, commenter.cookie);

    await waitFor(() => ownerGot.length > 0, 15_000, 'the notification on the other instance');
    expectCommentNotification(ownerGot[0], idea, crowd);
  });

  it("the worker's notification reaches a socket of an api that runs no processors", async () => {
    const prefix = uniqueQueuePrefix();
    const only = await api(prefix, false);
    worker = await createWorkerContext({
      env: testEnv(db, { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix }),
      queue: { backoffDelayMs: 10 },
      logger: false,
    });
    const { crowd, idea, owner, commenter } = await crowdWithIdea(only.app, sourceOf(only.app));
    const ownerGot = received(await connect(only.port, { cookie: owner.cookie }));

    await comment(only.app, crowd, idea, commenter.cookie);

    await waitFor(() => ownerGot.length > 0, 15_000, "the worker's notification");
    expectCommentNotification(ownerGot[0], idea, crowd);
  });
});
