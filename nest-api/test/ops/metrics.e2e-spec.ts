import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { startTestApp } from '../support/app';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { createTestDatabase } from '../support/database';
import { createUser } from '../support/factories';
import { waitFor } from '../support/wait-for';

/** A line's value by its metric name and labels as Prometheus writes them. */
const sample = (text: string, series: RegExp): number | undefined => {
  const line = text.split('\n').find((candidate) => series.test(candidate));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('GET /api/metrics', () => {
  const testApp = authTestApp();
  const scrape = () => request(testApp.app.getHttpServer()).get('/api/metrics');

  it('answers a scraper on a trusted address in Prometheus’s text format', async () => {
    await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
    const response = await scrape().expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.text;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\}/),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^queue_jobs\{queue="mail",state="waiting"\}/)).toBe(0);
    expect(sample(text, /^queue_jobs\{queue="mail",state="active"\}/)).toBe(0);
    expect(sample(text, /^socketio_connected_sockets /)).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('labels by route template, never by the URL (ids and tokens stay out)', async () => {
    await request(testApp.app.getHttpServer()).post('/api/login/resetPassword/some-secret-token-value').send({});
    await request(testApp.app.getHttpServer()).get('/api/no-such-route/12345').expect(404);
    const text = (await scrape().expect(200)).text;
    expect(text).toContain('route="/api/login/resetPassword/:token"');
    expect(text).not.toContain('some-secret-token-value');
    expect(text).not.toContain('no-such-route');
    expect(text).not.toContain('12345');
  });

  it('is 404 for anything that came through a proxy, the web’s /api included', async () => {
    for (const [name, value] of [
      ['X-Forwarded-For', '203.0.113.9'],
      ['X-Forwarded-Host', MAIN_HOST],
      ['X-Forwarded-Proto', 'http'],
    ] as const) {
      const response = await scrape().set(name, value).expect(404);
      expect(response.body).toEqual({ error: 'not_found' });
    }
  });

  it('counts the sockets connected to this instance', async () => {
    const user = await createUser(testApp.dataSource);
    const cookie = await signIn(testApp.app, user.email);
    await testApp.app.listen(0, '127.0.0.1');
    const { port } = testApp.app.getHttpServer().address() as AddressInfo;
    const socket: Socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { 'X-Forwarded-Host': MAIN_HOST, Cookie: cookie, Origin: `http://${MAIN_HOST}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(sample((await scrape().expect(200)).text, /^socketio_connected_sockets /)).toBe(1);
    } finally {
      socket.close();
    }
    await waitFor(async () => sample((await scrape().expect(200)).text, /^socketio_connected_sockets /) === 0);
  });
});

describe('GET /api/metrics from a peer that is no trusted proxy', () => {
  it('is 404', async () => {
    const db = await createTestDatabase();
    const testApp = await startTestApp({ db, env: { TRUSTED_PROXIES: '192.0.2.1' }, logger: false });
    try {
      await request(testApp.app.getHttpServer()).get('/api/metrics').expect(404);
    } finally {
      await testApp.close();
      await db.drop();
    }
  });
});
