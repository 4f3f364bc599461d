import request from 'supertest';
import { startTestApp, type TestApp } from '../support/app';

/** Issue 9 item 7: no API answer may be framed, sniffed or run as a page; Swagger UI still works. */
describe('security headers on API answers', () => {
  let testApp: TestApp;
  const api = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const expectCommonHeaders = (headers: Record<string, string>): void => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  };

  it.each([
    ['a success', '/api/health', 200],
    ['an error', '/api/user', 401],
    ['an unknown path', '/api/no-such-route', 404],
  ])('%s carries a CSP that allows nothing and no framing', async (_name, path, status) => {
    const { headers } = await api().get(path).expect(status);
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expectCommonHeaders(headers);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('the Swagger UI page allows its own scripts, inline styles and data: icons, and still no framing', async () => {
    const { headers, text } = await api().get('/api/docs/').expect(200);
    expect(text).toContain('swagger-ui-bundle.js');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expectCommonHeaders(headers);
    await api().get('/api/docs/swagger-initializer.js').expect(200);
  });
});

describe('HSTS on API answers served over https', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ env: { PUBLIC_PROTOCOL: 'https' } });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('tells browsers to keep to https', async () => {
    const { headers } = await request(testApp.app.getHttpServer()).get('/api/health').expect(200);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
