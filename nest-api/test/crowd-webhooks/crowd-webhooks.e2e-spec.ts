import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ZCreateCrowdWebhookResponse,
  ZCrowdWebhookDeliveryListResponse,
  ZCrowdWebhookListResponse,
} from '@crowd/contracts';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdWebhook } from '../../src/modules/notification/crowd-webhooks/entities/crowd-webhook.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { NotificationsService } from '../../src/modules/notification/notification/notifications.service';
import { authTestApp, signIn } from '../support/auth-app';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import { mainSiteCall } from '../support/staff-world';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local receiver: records every POST and answers with the next scripted status (200 when none is left). */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    answer: (...next: number[]) => statuses.splice(0, statuses.length, ...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const verifies = (secret: string, { headers, body }: Received): boolean => {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
  const given = Buffer.from(String(headers['x-crowd-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Outgoing webhooks (decision 035) against a real HTTP receiver and a real DNS server on loopback
 * ports: signed deliveries of idea events, retries, the log, disabling after repeated failures,
 * and the SSRF rule at save and at send.
 */
describe('crowd webhooks', () => {
  let dns: TestDnsServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    dns = await startDnsServer();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await dns.close();
    await receiver.close();
  });

  const testApp = authTestApp(() => ({
    env: { DNS_SERVERS: dns.address, WEBHOOK_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${receiver.port}` },
  }));
  const call = mainSiteCall(testApp);
  const receiverUrl = () => `http://127.0.0.1:${receiver.port}/hook`;

  /** Runs the queues until nothing is left: the event's fan-out, the deliveries and their retries, the notices. */
  async function settle(): Promise<void> {
    for (const name of [QueueName.Notification, QueueName.Webhook, QueueName.Notification, QueueName.Mail]) {
      const queue: unknown = testApp.app.get(queueToken(name));
      if (!(queue instanceof InProcessJobQueue)) throw new Error('expected the in-process queue');
      await queue.drain();
    }
  }

  async function adminCrowd(): Promise<{ crowd: Crowd; cookie: string; adminId: number }> {
    const crowd = await createCrowd(testApp.dataSource);
    const admin = await createUser(testApp.dataSource, { name: 'Ada Admin' });
    await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    return { crowd, cookie: await signIn(testApp.app, admin.email), adminId: admin.id };
  }

  const create = (crowdId: number, cookie: string, url: string, events: string[] = ['ideaAdded']) =>
    call('post', `/crowdWebhooks/${crowdId}`, cookie).send({ url, events });

  /** A new idea in the crowd, announced through the event port as the idea service does. */
  async function newIdea(crowd: Crowd, actorId: number, name = 'Bike lanes') {
    const idea = await createIdea(testApp.dataSource, crowd.id, actorId, { name });
    await testApp.app.get(NotificationsService).notify({ type: 'ideaAdded', actorId, ideaId: idea.id });
    return idea;
  }

  const deliveries = async (crowdId: number, webhookId: number, cookie: string) =>
    ZCrowdWebhookDeliveryListResponse.parse(
      (await call('get', `/crowdWebhooks/${crowdId}/${webhookId}/deliveries`, cookie).expect(200)).body,
    );

  it('shows the secret once; a new idea is delivered signed, with its event id and time, and logged', async () => {
    const { crowd, cookie, adminId } = await adminCrowd();
    const created = ZCreateCrowdWebhookResponse.parse(
      (await create(crowd.id, cookie, receiverUrl(), ['ideaAdded', 'ideaLiked']).expect(201)).body,
    );
    expect(created).toMatchObject({ url: receiverUrl(), events: ['ideaAdded', 'ideaLiked'], enabled: true });
    expect(created.secret).toMatch(/^whsec_[\w-]{32}$/);

    const listed = await call('get', `/crowdWebhooks/${crowd.id}`, cookie).expect(200);
    expect(ZCrowdWebhookListResponse.parse(listed.body)).toEqual([expect.objectContaining({ id: created.id })]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
    expect(listed.body[0]).not.toHaveProperty('secret');

    const before = receiver.received.length;
    const idea = await newIdea(crowd, adminId, 'Bike lanes');
    await settle();
    const [delivery] = receiver.received.slice(before);
    expect(receiver.received.length - before).toBe(1);
    if (!delivery) throw new Error('no delivery');
    expect(verifies(created.secret, delivery)).toBe(true);
    expect(verifies('whsec_wrong', delivery)).toBe(false);
    const body = JSON.parse(delivery.body) as Record<string, unknown>;
    expect(body).toEqual({
      id: delivery.headers['x-crowd-event-id'],
      type: 'ideaAdded',
      timestamp: Number(delivery.headers['x-crowd-timestamp']),
      crowdId: crowd.id,
      idea: {
        id: idea.id,
        title: 'Bike lanes',
        state: 'SUBMITTED',
        url: expect.stringMatching(new RegExp(`/idea/${idea.id}$`)),
      },
      actor: { name: 'Ada Admin' },
    });
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(body.timestamp) - Date.now() / 1000)).toBeLessThan(60);

    const log = await deliveries(crowd.id, created.id, cookie);
    expect(log).toEqual([
      expect.objectContaining({ eventId: body.id, event: 'ideaAdded', attempt: 1, statusCode: 200, error: null }),
    ]);
    // An event it did not subscribe to sends nothing.
    await testApp.app
      .get(NotificationsService)
      .notify({ type: 'ideaCommented', actorId: adminId, ideaId: idea.id, commentId: 1 });
    await settle();
    expect(receiver.received.length - before).toBe(1);
  });

  it('retries a 500 with growing delays and the same event id, until the receiver takes it', async () => {
    const { crowd, cookie, adminId } = await adminCrowd();
    const { id } = ZCreateCrowdWebhookResponse.parse((await create(crowd.id, cookie, receiverUrl()).expect(201)).body);
    receiver.answer(500, 500, 200);
    const before = receiver.received.length;
    await newIdea(crowd, adminId);
    await settle();
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.headers['x-crowd-event-id'])).size).toBe(1);
    const [first, second, third] = attempts.map((attempt) => attempt.at);
    // The test app's backoff starts at 10 ms and doubles.
    expect(second! - first!).toBeGreaterThanOrEqual(10);
    expect(third! - second!).toBeGreaterThanOrEqual(20);
    const log = await deliveries(crowd.id, id, cookie);
    expect(log.map((entry) => [entry.attempt, entry.statusCode])).toEqual([
      [3, 200],
      [2, 500],
      [1, 500],
    ]);
    expect(log[1]?.error).toBe('HTTP 500');
    const stored = await testApp.dataSource.getRepository(CrowdWebhook).findOneByOrFail({ id });
    expect(stored.consecutiveFailures).toBe(0);
  });

  it('is disabled after 10 failed deliveries in a row, its admins are told, and enabling it again works', async () => {
    const { crowd, cookie, adminId } = await adminCrowd();
    const otherAdmin = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, otherAdmin.id, 'CROWD_ADMIN');
    const { id } = ZCreateCrowdWebhookResponse.parse((await create(crowd.id, cookie, receiverUrl()).expect(201)).body);
    receiver.answer(...Array<number>(10).fill(503));
    const before = receiver.received.length;
    await newIdea(crowd, adminId, 'First');
    await settle();
    await newIdea(crowd, adminId, 'Second');
    await settle();
    expect(receiver.received.length - before).toBe(10);

    const [listed] = ZCrowdWebhookListResponse.parse(
      (await call('get', `/crowdWebhooks/${crowd.id}`, cookie).expect(200)).body,
    );
    expect(listed).toMatchObject({ enabled: false, consecutiveFailures: 10 });
    const notices = await testApp.dataSource
      .getRepository(Notification)
      .find({ where: { type: 'webhookDisabled', crowdId: crowd.id } });
    expect(notices.map((notice) => notice.userId).sort((a, b) => a - b)).toEqual(
      [adminId, otherAdmin.id].sort((a, b) => a - b),
    );
    expect(notices[0]?.data).toMatchObject({ url: receiverUrl() });

    // Disabled: a new event sends nothing.
    await newIdea(crowd, adminId, 'Third');
    await settle();
    expect(receiver.received.length - before).toBe(10);

    const enabled = await call('post', `/crowdWebhooks/${crowd.id}/${id}/enable`, cookie).expect(200);
    expect(enabled.body).toMatchObject({ enabled: true, consecutiveFailures: 0 });
    expect(enabled.body).not.toHaveProperty('secret');
    await newIdea(crowd, adminId, 'Fourth');
    await settle();
    expect(receiver.received.length - before).toBe(11);
  });

  it.each([
    ['loopback', 'https://127.0.0.1/hook'],
    ['loopback IPv6', 'https://[::1]/hook'],
    ['10/8', 'https://10.1.2.3/hook'],
    ['172.16/12', 'https://172.20.0.1/hook'],
    ['192.168/16', 'https://192.168.1.1/hook'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['unique-local', 'https://[fd12:3456::1]/hook'],
    ['IPv4-mapped IPv6', 'https://[::ffff:10.0.0.1]/hook'],
    ['unspecified', 'https://0.0.0.0/hook'],
    ['CGNAT', 'https://100.64.1.2/hook'],
    ['multicast', 'https://224.0.0.1/hook'],
    ['decimal loopback', 'https://2130706433/hook'],
    ['a name resolving to 10/8', 'https://internal.hooks.test/hook'],
    ['a name with one private address among public ones', 'https://mixed.hooks.test/hook'],
    ['the allowed host on another port', 'https://127.0.0.1:1/hook'],
  ])('refuses %s when saved (422, nothing stored)', async (_, url) => {
    dns.setAddresses('internal.hooks.test', ['10.0.0.5']);
    dns.setAddresses('mixed.hooks.test', ['93.184.215.14', '192.168.0.10']);
    const { crowd, cookie } = await adminCrowd();
    await create(crowd.id, cookie, url).expect(422, {
      errors: [{ param: 'url', msg: 'validation_webhook_url_refused' }],
    });
    expect(await testApp.dataSource.getRepository(CrowdWebhook).countBy({ crowdId: crowd.id })).toBe(0);
  });

  it('refuses plain http to a public host, a name that does not resolve, and no events', async () => {
    dns.setAddresses('public.hooks.test', ['93.184.215.14']);
    const { crowd, cookie } = await adminCrowd();
    await create(crowd.id, cookie, 'http://public.hooks.test/hook').expect(422, {
      errors: [{ param: 'url', msg: 'validation_webhook_url' }],
    });
    await create(crowd.id, cookie, 'https://nowhere.hooks.test/hook').expect(422, {
      errors: [{ param: 'url', msg: 'validation_webhook_url_unresolvable' }],
    });
    await create(crowd.id, cookie, 'https://public.hooks.test/hook', []).expect(422, {
      errors: [{ param: 'events', msg: 'validation_webhook_events' }],
    });
    expect(await testApp.dataSource.getRepository(CrowdWebhook).countBy({ crowdId: crowd.id })).toBe(0);
  });

  it('refuses at send when the name resolves to a private address by then (DNS rebinding)', async () => {
    dns.setAddresses('rebind.hooks.test', ['93.184.215.14']);
    const { crowd, cookie, adminId } = await adminCrowd();
    const { id } = ZCreateCrowdWebhookResponse.parse(
      (await create(crowd.id, cookie, `https://rebind.hooks.test:${receiver.port}/hook`).expect(201)).body,
    );
    dns.setAddresses('rebind.hooks.test', ['127.0.0.1']);
    const before = receiver.received.length;
    await newIdea(crowd, adminId);
    await settle();
    expect(receiver.received.length).toBe(before);
    const log = await deliveries(crowd.id, id, cookie);
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((entry) => entry.statusCode === null && entry.error === 'validation_webhook_url_refused')).toBe(
      true,
    );
  });

  it('keeps webhooks to admins: managers and followers are refused and change nothing', async () => {
    const { crowd, cookie } = await adminCrowd();
    const { id } = ZCreateCrowdWebhookResponse.parse((await create(crowd.id, cookie, receiverUrl()).expect(201)).body);
    for (const role of ['CROWD_MANAGER', 'CROWD_FOLLOWER'] as const) {
      const user = await createUser(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id, role);
      const other = await signIn(testApp.app, user.email);
      await call('get', `/crowdWebhooks/${crowd.id}`, other).expect(403);
      await create(crowd.id, other, receiverUrl()).expect(403);
      await call('delete', `/crowdWebhooks/${crowd.id}/${id}`, other).expect(403);
    }
    expect(await testApp.dataSource.getRepository(CrowdWebhook).countBy({ crowdId: crowd.id })).toBe(1);
    await call('delete', `/crowdWebhooks/${crowd.id}/${id}`, cookie).expect(200, { message: 'crowd_webhook_deleted' });
    await call('get', `/crowdWebhooks/${crowd.id}/${id}/deliveries`, cookie).expect(404);
  });
});
