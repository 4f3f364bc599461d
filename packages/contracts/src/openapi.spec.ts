import { spawnSync } from 'node:child_process';
import Ajv from 'ajv';
import fc from 'fast-check';
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
import { checkPassword } from './password';
import { SESSION_COOKIE_NAME } from './session';

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

  it('shares an answer among readers only on a GET that names its crowd in the path and reads for nobody', () => {
    const shared = API_ROUTES.filter((route) => 'sameForEveryReader' in route);
    expect(shared.map((route) => route.operationId)).toContain('listCrowdViewIdeas');
    for (const route of shared)
      expect({ route: route.operationId, method: route.method, path: route.path.includes('{crowdId}') }).toEqual({
        route: route.operationId,
        method: 'get',
        path: true,
      });
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
  const doc = buildOpenApiDocument({ serverUrl: 'http://localhost:3001', version: '1.2.3' });

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

describe('the OpenAPI document says what the server enforces', () => {
  const doc = buildOpenApiDocument({ serverUrl: 'http://localhost:3001', version: '1.2.3' });
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { operationId?: string; responses: Record<string, unknown> }>).map(
      ([method, operation]) => ({ path, method, operation }),
    ),
  );
  const operationOf = (id: string) => {
    const found = operations.find((entry) => entry.operation.operationId === id);
    if (!found) throw new Error(`no operation ${id}`);
    return found.operation as Record<string, unknown> & { responses: Record<string, { description?: string }> };
  };

  it('is valid by the OpenAPI 3.0 schema', () => {
    // The validator is an ES module only; a child process loads it as one.
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      let input = ''; for await (const chunk of process.stdin) input += chunk;
      process.stdout.write(JSON.stringify(await new Validator().validate(JSON.parse(input))));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: __dirname,
      input: JSON.stringify(doc),
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ valid: true });
  });

  it('has no two path items whose templates differ only in parameter names', () => {
    const templates = Object.keys(doc.paths).map((path) => path.replace(/\{\w+\}/g, '{}'));
    expect(templates.filter((template, index) => templates.indexOf(template) !== index)).toEqual([]);
  });

  it('names the session cookie the operations of signed-in users need', () => {
    expect(doc.components?.securitySchemes?.['session']).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE_NAME,
    });
    for (const route of API_ROUTES as readonly TApiRoute[]) {
      const expected = { user: [{ session: [] }], optional: [{}, { session: [] }], public: [] }[route.auth];
      expect({ route: route.operationId, security: operationOf(route.operationId)['security'] }).toEqual({
        route: route.operationId,
        security: expected,
      });
    }
  });

  it("lists a malformed body's or header's 400 everywhere, 413 where a body is sent, and a route's own 400", () => {
    for (const route of API_ROUTES as readonly TApiRoute[]) {
      const responses = operationOf(route.operationId).responses;
      const hasBody = Boolean(route.request?.body || route.request?.multipart);
      expect({ route: route.operationId, has400: '400' in responses, has413: '413' in responses }).toEqual({
        route: route.operationId,
        has400: true,
        has413: hasBody,
      });
    }
    expect(operationOf('exchangeSsoCode').responses['400']?.description).toContain('sso_code_invalid');
    expect(operationOf('checkResetToken').responses['400']?.description).toContain('reset_token_used');
    // A file id that is no id answers as one that names nothing.
    expect(Object.keys(operationOf('getFile').responses)).not.toContain('422');
  });

  it('never documents a path or query parameter as nullable: a URL cannot carry null', () => {
    const parameters = operations.flatMap(
      ({ operation }) => (operation as { parameters?: Array<{ schema?: object }> }).parameters ?? [],
    );
    expect(parameters.length).toBeGreaterThan(0);
    expect(parameters.filter((parameter) => parameter.schema && 'nullable' in parameter.schema)).toEqual([]);
  });

  it('gives password fields a pattern that accepts only passwords the rule accepts', () => {
    const body = operationOf('register')['requestBody'] as {
      content: Record<string, { schema: { properties: Record<string, { pattern?: string }> } }>;
    };
    const pattern = new RegExp(body.content['application/json']?.schema.properties['password']?.pattern ?? '$^');
    expect(pattern.test('Str0ng!pass')).toBe(true);
    const candidates = fc.oneof(
      fc.string({ unit: 'grapheme-ascii', minLength: 6, maxLength: 28 }),
      fc.string({ unit: 'binary', minLength: 6, maxLength: 28 }),
    );
    fc.assert(
      fc.property(candidates, (candidate) => !pattern.test(candidate) || checkPassword(candidate)),
      {
        numRuns: 3000,
      },
    );
  });

  /** OpenAPI 3.0's schema dialect (draft 4 bounds) as JSON Schema draft 7, which Ajv reads. */
  const toJsonSchema = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(toJsonSchema);
    if (typeof node !== 'object' || node === null) return node;
    const schema: Record<string, unknown> = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, toJsonSchema(value)]),
    );
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (schema[flag] === true) {
        schema[flag] = schema[bound];
        delete schema[bound];
      } else if (schema[flag] === false) delete schema[flag];
    }
    return schema;
  };
  const ajv = new Ajv({ strict: false, validateFormats: false });
  type TOperationId = keyof typeof API_ROUTE_BY_OPERATION_ID;
  const documentedBody = (id: TOperationId) => {
    const body = operationOf(id)['requestBody'] as { content: Record<string, { schema: object }> };
    const schema = body.content['application/json']?.schema;
    return ajv.compile({ ...(toJsonSchema(schema) as object), components: toJsonSchema(doc.components) });
  };
  const serverBody = (id: TOperationId) => {
    const request = (API_ROUTE_BY_OPERATION_ID[id] as TApiRoute).request;
    if (!request?.body) throw new Error(`${id} has no JSON body`);
    return request.body;
  };

  const password = 'Str0ng!pass';
  const registration = { email: 'ann@example.com', confirmEmail: 'ann@example.com', name: 'Ann' };
  const card = { expMonth: 1, expYear: 2099, cvc: '123', name: 'Ann' };
  const CASES: Array<[TOperationId, string, unknown, boolean]> = [
    ['login', 'an e-mail and a password', { email: 'ann@example.com', password: 'x' }, true],
    ['login', 'a social access token', { authProvider: 'GOOGLE', accessToken: 'token' }, true],
    ['login', 'nothing', {}, false],
    ['login', 'no password', { email: 'ann@example.com' }, false],
    ['login', 'no e-mail', { password: 'x' }, false],
    ['login', 'an e-mail that is none', { email: 'ann', password: 'x' }, false],
    ['login', 'a social sign-in without its token', { authProvider: 'FACEBOOK' }, false],
    ['register', 'a strong password', { ...registration, password, confirmPassword: password }, true],
    ['register', 'a weak password', { ...registration, password: 'password', confirmPassword: 'password' }, false],
    ['resetPassword', 'a password without a symbol', { password: 'Passw0rdx', confirmPassword: 'Passw0rdx' }, false],
    ['addCrowdUsers', 'e-mails', { crowdId: 1, userType: 'manager', emails: ['ann@example.com'] }, true],
    ['addCrowdUsers', 'an e-mail that is none', { crowdId: 1, userType: 'manager', emails: ['ann@'] }, false],
    ['updateCrowd', 'a subdomain', { id: 1, version: 0, subdomain: 'my-crowd' }, true],
    ['updateCrowd', 'a subdomain with an underscore', { id: 1, version: 0, subdomain: 'my_crowd' }, false],
    ['updateCrowd', 'a reserved subdomain', { id: 1, version: 0, subdomain: 'www' }, false],
    ['createOfflinePaymentMethod', 'a card number', { ...card, number: '4242 4242 4242 4242' }, true],
    ['createOfflinePaymentMethod', 'letters in the number', { ...card, number: '4242-4242-abcd-4242' }, false],
  ];

  it.each(CASES)('%s with %s: the document and the server agree', (id, _case, body, accepted) => {
    expect({ document: documentedBody(id)(body), server: serverBody(id).safeParse(body).success }).toEqual({
      document: accepted,
      server: accepted,
    });
  });
});
