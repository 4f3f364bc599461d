import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { send } from '../test/http';
import { gracefulShutdown } from './in-flight';

async function slowServer(delayMs: number) {
  const app = express();
  const server = createServer(app);
  const shutdown = gracefulShutdown(server);
  app.use(shutdown.middleware);
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.send('done'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { shutdown, port: (server.address() as AddressInfo).port };
}

const started = (port: number) => send(port, { path: '/slow' });

describe('the web’s shutdown', () => {
  it('lets a request in flight finish, then stops accepting', async () => {
    const { shutdown, port } = await slowServer(300);
    const inFlight = started(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = shutdown.shutDown(5000);
    await expect(inFlight).resolves.toMatchObject({ status: 200, body: 'done' });
    await expect(stopping).resolves.toBe(true);
    await expect(started(port)).rejects.toThrow();
  });

  it('closes a request that outlives the timeout', async () => {
    const { shutdown, port } = await slowServer(1000);
    const inFlight = started(port).then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(shutdown.shutDown(100)).resolves.toBe(false);
    await expect(inFlight).resolves.toBe('cut off');
  });
});
