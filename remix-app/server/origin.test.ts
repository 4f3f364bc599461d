import express from 'express';
import { listen, send } from '../test/http';
import { compileTrust } from './forwarded';
import { createOriginCheck } from './origin';

/** Issue 9 probe: the web compared only the host, so an https Origin or a cross-site fetch without Origin passed. */
describe('the web’s origin check (the contracts’ rule)', () => {
  let site: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = express();
    // The test client is on loopback: trusted only where a case says so.
    app.use(createOriginCheck({ trust: compileTrust(['192.0.2.1']), protocol: 'http' }));
    app.use((_req, res) => {
      res.send('passed');
    });
    site = await listen(app);
  });
  afterAll(() => site.close());

  const post = (headers: Record<string, string>) =>
    send(site.port, { method: 'POST', path: '/register', headers: { Host: 'demo.localhost:3000', ...headers } });

  it.each([
    ['an https Origin on the http site', { Origin: 'https://demo.localhost:3000' }],
    ['a sibling crowd host', { Origin: 'http://other.localhost:3000', 'Sec-Fetch-Site': 'same-site' }],
    ['a cross-site fetch without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'a foreign Origin posing as our host through X-Forwarded-Host',
      { Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' },
    ],
  ])('refuses %s with 403 before any action runs', async (_name, headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    expect(response.body).toBe('invalid_origin');
  });

  it.each([
    ['our own page', { Origin: 'http://demo.localhost:3000', 'Sec-Fetch-Site': 'same-origin' }],
    ['a client without browser headers', {}],
  ])('lets a post from %s through', async (_name, headers) => {
    expect((await post(headers)).body).toBe('passed');
  });

  it('lets a safe method through whatever its origin', async () => {
    const response = await send(site.port, {
      headers: { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.body).toBe('passed');
  });
});
