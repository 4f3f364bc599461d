import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';
import { generousRateLimits } from '../support/auth-app';

const LOGIN_BODY = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-passw0rd' });

/** Issue 9 probe: a body whose Content-Encoding lies about it answered 500 on every JSON endpoint. */
describe('request bodies that do not decode', () => {
  let testApp: TestApp;
  /** The bytes go out as they are: superagent would serialise a Buffer as JSON. */
  const login = (encoding: string, body: Buffer | string, type = 'application/json') => {
    const test = request(testApp.app.getHttpServer())
      .post('/api/login')
      .set('Content-Type', type)
      .set('Content-Encoding', encoding);
    test.write(body);
    return test;
  };

  beforeAll(async () => {
    testApp = await startTestApp({ logger: false, env: generousRateLimits() });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each([
    ['gzip that is not gzip', 'gzip', Buffer.from(LOGIN_BODY)],
    ['deflate that is not deflate', 'deflate', Buffer.from(LOGIN_BODY)],
    ['br that is not brotli', 'br', Buffer.from(LOGIN_BODY)],
    ['truncated gzip', 'gzip', gzipSync(LOGIN_BODY).subarray(0, 12)],
  ])('answers %s with 400 and the error contract', async (_name, encoding, body) => {
    const response = await login(encoding, body).expect(400);
    expect(response.body).toEqual({ error: 'default_error' });
  });

  it('answers a form body that does not decompress with 400 too', async () => {
    const response = await login('gzip', 'email=a%40b.c&password=x', 'application/x-www-form-urlencoded').expect(400);
    expect(response.body).toEqual({ error: 'default_error' });
  });

  it('answers an unknown encoding with 415 unsupported_media_type', async () => {
    const response = await login('compress', Buffer.from(LOGIN_BODY)).expect(415);
    expect(response.body).toEqual({ error: 'unsupported_media_type' });
  });

  it.each([
    ['gzip', gzipSync(LOGIN_BODY)],
    ['deflate', deflateSync(LOGIN_BODY)],
    ['br', brotliCompressSync(LOGIN_BODY)],
  ])('still reads a real %s body', async (encoding, body) => {
    const response = await login(encoding, body).expect(401);
    expect(response.body).toEqual({ error: 'invalid_username_password' });
  });
});
