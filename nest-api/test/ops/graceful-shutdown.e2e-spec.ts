import type { AddressInfo } from 'node:net';
import { Controller, Get, Module } from '@nestjs/common';
import request from 'supertest';
import { shutDownGracefully } from '../../src/bootstrap';
import { startTestApp } from '../support/app';
import { createTestDatabase, type TestDatabase } from '../support/database';

/** A probe, no registry route: an answer that takes a while. */
@Controller('test-slow')
class SlowController {
  @Get()
  async slow(): Promise<{ done: true }> {
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

    const inFlight = request(url).get('/api/test-slow');
    const answered = inFlight.then((response) => ({ status: response.status, body: response.body as unknown }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = shutDownGracefully(app, 5000);

    await expect(answered).resolves.toEqual({ status: 200, body: { done: true } });
    await stopped;
    await expect(request(url).get('/api/health')).rejects.toThrow();
  });

  it('cuts a request off that outlives SHUTDOWN_TIMEOUT_MS', async () => {
    const { app } = await startTestApp({ db, imports: [SlowModule], logger: false });
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;

    const answered = request(url)
      .get('/api/test-slow')
      .then(
        () => 'answered',
        () => 'cut off',
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shutDownGracefully(app, 50);
    await expect(answered).resolves.toBe('cut off');
  });
});
