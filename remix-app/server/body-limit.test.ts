import express from 'express';
import { listen, send } from '../test/http';
import { BODY_LIMITS, limitPageBodies } from './body-limit';

/** Issue 9 probe: 5 MB to /register came back as a 10.5 MB page; 30 MB chunked tied the server up for 30 s. */
describe('body limits in front of Remix', () => {
  let site: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = express();
    app.all('/{*splat}', limitPageBodies, async (req, res) => {
      let read = 0;
      for await (const chunk of req) read += (chunk as Buffer).length;
      res.send(read ? `read ${read}` : 'read none');
    });
    site = await listen(app);
  });
  afterAll(() => site.close());

  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' };

  it('lets a form within its limit through to Remix', async () => {
    const response = await send(site.port, { method: 'POST', path: '/register', headers: form, body: 'name=Ada' });
    expect(response.body).toBe('read 8');
  });

  it('answers 5 MB posted to /register with a short 413, before reading it', async () => {
    const body = `name=${'a'.repeat(5 * 1024 * 1024)}`;
    const response = await send(site.port, { method: 'POST', path: '/register', headers: form, body });
    expect(response.status).toBe(413);
    expect(response.body).toBe('payload_too_large');
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a 30 MB chunked body to /forgotPassword at once: a page post must declare its length', async () => {
    const started = Date.now();
    const response = await send(site.port, {
      method: 'POST',
      path: '/forgotPassword',
      headers: form,
      chunks: { size: 16 * 1024, count: (30 * 1024 * 1024) / (16 * 1024) },
    });
    expect(response.status).toBe(411);
    // Socket buffers take a few MB on loopback before the refusal is seen: far from 30 MB.
    expect(response.sentWhenAnswered).toBeLessThan(5 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives a multipart upload its own limit: the avatar’s and a form’s', async () => {
    const avatar = Buffer.alloc(2 * 1024 * 1024, 'a');
    const accepted = await send(site.port, {
      method: 'POST',
      path: '/account/profile',
      headers: multipart,
      body: avatar,
    });
    expect(accepted.body).toBe(`read ${avatar.length}`);
    const tooLarge = Buffer.alloc(BODY_LIMITS.multipart + 1, 'a');
    const refused = await send(site.port, {
      method: 'POST',
      path: '/account/profile',
      headers: multipart,
      body: tooLarge,
    });
    expect(refused.status).toBe(413);
  });

  it("gives an idea's form room for all its pictures, and only an idea's form", async () => {
    const sixPictures = Buffer.alloc(BODY_LIMITS.multipart * 3, 'a');
    for (const path of ['/createIdea', '/idea/12/edit', '/ideas/12', '/ideas/12/detail']) {
      const accepted = await send(site.port, { method: 'POST', path, headers: multipart, body: sixPictures });
      expect({ path, body: accepted.body }).toEqual({ path, body: `read ${sixPictures.length}` });
    }
    const refused = await send(site.port, {
      method: 'POST',
      path: '/createIdea',
      headers: multipart,
      body: Buffer.alloc(BODY_LIMITS.ideaForm + 1, 'a'),
    });
    expect(refused.status).toBe(413);
    const elsewhere = await send(site.port, {
      method: 'POST',
      path: '/idea/12',
      headers: multipart,
      body: sixPictures,
    });
    expect(elsewhere.status).toBe(413);
  });

  it('lets requests without a body through untouched', async () => {
    expect((await send(site.port, { path: '/' })).body).toBe('read none');
  });
});
