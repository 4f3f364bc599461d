import { API_ROUTES } from '@crowd/contracts';
import request from 'supertest';
import { listRegisteredRoutes } from '../../src/infra/openapi/registered-routes';
import { startTestApp, type TestApp } from '../support/app';

describe('OpenAPI document and Swagger UI', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());

  beforeAll(async () => {
    testApp = await startTestApp({ logger: false });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('serves the contracts OpenAPI document at /api/docs-json', async () => {
    const response = await http().get('/api/docs-json').expect(200);
    const document = response.body as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/file']));
  });

  it('documents exactly the routes this API serves', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    const served = listRegisteredRoutes(testApp.app).map((route) => `${route.method} ${route.path}`);
    expect(documented.sort()).toEqual(served.sort());
  });

  it('answers a malformed body with the 400 and the envelope the document lists', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const response = await http().post('/api/login').set('Content-Type', 'application/json').send('{"email":');
    expect({ status: response.status, body: response.body as unknown }).toEqual({
      status: 400,
      body: { error: 'default_error' },
    });
    expect(JSON.stringify(document.paths['/api/login']?.['post']?.responses['400']?.content)).toContain(
      '#/components/schemas/ErrorBody',
    );
  });

  it('serves a browsable Swagger UI from the package, without a CDN', async () => {
    const page = await http().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).not.toMatch(/https?:\/\//);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toContain('/api/docs/swagger-ui-bundle.js');
    for (const script of scripts) {
      const asset = await http().get(script).expect(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
    }
    const initializer = await http().get('/api/docs/swagger-initializer.js').expect(200);
    expect(initializer.text).toContain('/api/docs-json');
    await http().get('/api/docs/package.json').expect(404);
  });

  it('registers no route that the contracts registry lacks', () => {
    const documented = new Set(API_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`));
    const registered = listRegisteredRoutes(testApp.app).map((route) => `${route.method} ${route.path}`);
    expect(registered).toEqual(expect.arrayContaining(['GET /health', 'GET /file', 'GET /docs-json']));
    expect(registered.filter((route) => !documented.has(route))).toEqual([]);
  });
});
