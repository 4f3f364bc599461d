import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { shutDownGracefully } from '../../src/bootstrap';
import { startTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** Resolves when the server has the request in hand: under CI load a fixed wait is not enough, and
 * a connection that has not sent its request yet is idle, which `server.close()` rightly drops. */
let arrived: () => void = () => undefined;
const nextArrival = (): Promise<void> => new Promise((resolve) => (arrived = resolve));

/** A probe, no registry route: an answer that takes a while. */
@Controller('test-slow')
class SlowController {
  @Get()
  async slow(): Promise<{ done: true }> {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

describe('graceful shutdown', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('lets a request in flight finish, then stops accepting and closes', async () => {
    const { app } = await startTestApp({ db, imports: [SlowModule], logger: false });
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

    const arrival = nextArrival();
    const inFlight = request(url).get('/api/test-slow');
    const answered = inFlight.then((response) => ({ status: response.status, body: response.body as unknown }));
    await arrival;
    const stopped = shutDownGracefully(app, 5000);

    await expect(answered).resolves.toEqual({ status: 200, body: { done: true } });
    await stopped;
    await expect(request(url).get('/api/health')).rejects.toThrow();
  });

  it('cuts a request off that outlives SHUTDOWN_TIMEOUT_MS', async () => {
    const { app } = await startTestApp({ db, imports: [SlowModule], logger: false });
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

    const arrival = nextArrival();
    const answered = request(url)
      .get('/api/test-slow')
      .then(
        () => 'answered',
        () => 'cut off',
      );
    await arrival;
    await shutDownGracefully(app, 50);
    await expect(answered).resolves.toBe('cut off');
  });
});
