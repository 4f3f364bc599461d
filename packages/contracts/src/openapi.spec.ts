import {
  API_ROUTES,
  API_ROUTE_BY_OPERATION_ID,
  type TApiRoute,
  apiPath,
  apiRouteKey,
  findApiRoute,
  toExpressPath,
} from './routes';
import { buildOpenApiDocument } from './openapi';

/** Every call of both spec call tables (section 7), as `METHOD /path`. */
const SPEC_CALLS = [
  'GET /user',
  'GET /user/logout',
  'POST /login',
  'POST /register',
  'GET /register/activateAccount/{token}',
  'POST /login/sendPasswordResetEmail',
  'POST /login/resetPassword/{token}',
  'PUT /user',
  'PUT /user/avatar',
  'PUT /user/password',
  'GET /user/notificationSettings',
  'PUT /user/notificationSettings',
  'GET /user/roles',
  'GET /user/ideasLiked',
  'GET /notification',
  'PUT /notification',
  'GET /crowdView/{crowdId}',
  'GET /crowdView/ideas/{crowdId}',
  'GET /crowdView/ideaQuestionnaire/{domain}',
  'GET /crowdView/category/{domain}',
  'GET /crowdView/comment/{domain}/{id}',
  'POST /crowdView/comment/{domain}',
  'PUT /crowdView/comment/{domain}',
  'DELETE /crowdView/comment/{domain}/{id}',
  'POST /idea',
  'PUT /idea',
  'PUT /idea/changeState',
  'DELETE /idea/{crowdId}/{ideaId}',
  'POST /ideaLike/{domain}',
  'DELETE /ideaLike/{domain}/{ideaId}',
  'POST /ideaRating',
  'POST /idea/share',
  'GET /public/ideas/views/{ideaId}',
  'GET /public/crowds',
  'GET /public/ideas/mostLiked',
  'GET /public/ideas/recent',
  'GET /creditcard',
  'DELETE /creditcard/{id}',
  'POST /crowd',
  'GET /file',
  // administration
  'GET /category/{crowdId}',
  'POST /category',
  'PUT /category',
  'DELETE /category/{crowdId}/{categoryId}',
  'PUT /crowd',
  'POST /crowd/uploadCoverImage',
  'PUT /crowd/theming',
  'GET /crowd',
  'GET /idea',
  'GET /subscription',
  'GET /crowdUsers/{crowdId}',
  'POST /crowdUsers',
  'PUT /crowdUsers',
  'DELETE /crowdUsers',
  'GET /subscription/{crowdId}',
  'POST /subscription',
  'DELETE /subscription/{crowdId}',
  'GET /questionnaire/{crowdId}',
  'POST /questionnaire',
  'GET /idea/export/{crowdId}/{ideaId}',
  'GET /idea/stats/{crowdId}/{ideaId}',
  'PUT /idea/admin',
  'GET /comment/{crowdId}/{id}',
  'POST /comment/{crowdId}',
  'PUT /comment/{crowdId}',
  'DELETE /comment/{crowdId}/{id}',
  // architecture decisions and infrastructure
  'GET /crowdView/domain/{domain}',
  'GET /health',
];

describe('route registry', () => {
  it('lists every call of both spec call tables', () => {
    const keys = new Set(API_ROUTES.map((route) => apiRouteKey(route.method, route.path)));
    expect(SPEC_CALLS.filter((call) => !keys.has(call))).toEqual([]);
  });

  it('has unique routes and operation ids', () => {
    const keys = API_ROUTES.map((route) => apiRouteKey(route.method, route.path));
    expect(new Set(keys).size).toBe(keys.length);
    const ids = API_ROUTES.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(API_ROUTE_BY_OPERATION_ID)).toHaveLength(API_ROUTES.length);
  });

  it('declares a params schema with exactly the path parameters', () => {
    expect.hasAssertions();
    for (const route of API_ROUTES) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys((route as TApiRoute).request?.params?.shape ?? {}).sort();
      expect({ route: route.operationId, params: declared }).toEqual({ route: route.operationId, params: inPath });
    }
  });

  it('has exactly one success response per route', () => {
    expect.hasAssertions();
    for (const route of API_ROUTES) expect(Object.keys(route.responses)).toHaveLength(1);
  });

  it('finds routes by Express-style paths and builds URLs', () => {
    expect(toExpressPath('/crowdView/comment/{domain}/{ideaId}')).toBe('/crowdView/comment/:domain/:ideaId');
    expect(findApiRoute('delete', '/idea/:crowdId/:ideaId')?.operationId).toBe('deleteIdea');
    expect(findApiRoute('GET', '/nope')).toBeUndefined();
    expect(
      apiPath('/crowdView/comment/{domain}/{ideaId}', { domain: 'a.sk', ideaId: 3 }, { offset: 0, limit: 20 }),
    ).toBe('/crowdView/comment/a.sk/3?offset=0&limit=20');
    expect(() => apiPath('/idea/{crowdId}/{ideaId}', { crowdId: 1 })).toThrow('ideaId');
  });
});

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument({ serverUrl: 'http://localhost:3001', version: '1.2.3', sessionCookieName: 'sid' });

  it('is a valid JSON OpenAPI 3.0 document', () => {
    const roundTripped = JSON.parse(JSON.stringify(doc)) as typeof doc;
    expect(roundTripped).toEqual(doc);
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(doc.info.version).toBe('1.2.3');
    expect(doc.servers?.[0]?.url).toBe('http://localhost:3001');
  });

  it('contains every registry route under /api', () => {
    for (const route of API_ROUTES) {
      const operation = doc.paths[`/api${route.path}`]?.[route.method];
      expect({ route: route.operationId, found: operation?.operationId }).toEqual({
        route: route.operationId,
        found: route.operationId,
      });
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(API_ROUTES.length);
  });

  it('documents the error bodies', () => {
    const register = doc.paths['/api/register']?.post;
    expect(Object.keys(register?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '422', '403', '404', '409', '426', '429']),
    );
    expect(JSON.stringify(register?.responses['422'])).toContain('#/components/schemas/ValidationErrorBody');
    expect(JSON.stringify(doc.paths['/api/user']?.put?.responses['409'])).toContain('X-Stale-Entity');
    expect(doc.paths['/api/subscription']?.post?.responses['402']).toBeDefined();
    expect(doc.paths['/api/user']?.get?.responses['401']).toBeDefined();
    expect(doc.components?.schemas).toHaveProperty('ErrorBody');
    expect(doc.components?.schemas).toHaveProperty('User');
  });

  it('describes multipart bodies with their files', () => {
    const body = doc.paths['/api/idea']?.post?.requestBody;
    const text = JSON.stringify(body);
    expect(text).toContain('multipart/form-data');
    expect(text).toContain('"attachments"');
    expect(text).toContain('"featuredImg"');
    expect(text).toContain('"binary"');
  });

  it('can be built more than once', () => {
    expect(buildOpenApiDocument({ serverUrl: 'x', version: '1' }).paths).toEqual(
      buildOpenApiDocument({ serverUrl: 'y', version: '2' }).paths,
    );
  });
});
