import { OpenAPIRegistry, OpenApiGeneratorV3, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z, type AnyZodObject, type ZodTypeAny } from 'zod';
import {
  API_PREFIX,
  API_ROUTES,
  type TApiRoute,
  type TMultipartRequest,
  type TRawResponse,
  type TRouteResponse,
} from './routes';
import {
  PRIVATE_CROWD_HEADER,
  REQUEST_ID_HEADER,
  STALE_ENTITY_HEADER,
  ZErrorBody,
  ZValidationErrorBody,
} from './errors';
import { EMAIL_REGEX } from './email';
import { LIMITS, RESERVED_SUBDOMAINS } from './limits';
import * as S from './schemas';
import { PASSWORD_PATTERN } from './password';
import { SESSION_COOKIE_NAME } from './session';

export interface TOpenApiOptions {
  /** Base URL of the API host, e.g. `http://localhost:3001` (paths start with `/api`). */
  serverUrl: string;
  version: string;
  /** Documents only the routes this answers true for (the API passes the routes it serves). */
  include?: (route: TApiRoute) => boolean;
}

type TJson = Record<string, unknown>;

const EMAIL_FIELD = { type: 'string', maxLength: LIMITS.emailMax, pattern: EMAIL_REGEX.source };
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a request schema's refinements (rules the conversion cannot see: across fields, on a
 * transformed value) amount to, merged into the generated JSON Schema of that request body. Each
 * may be stricter than the server (a client that keeps to it is never refused for its shape),
 * never looser; `openapi.spec.ts` checks cases of each against the zod schema.
 */
const REQUEST_BODY_RULES = new Map<ZodTypeAny, TJson>([
  [
    S.ZLoginRequest,
    {
      oneOf: [
        {
          properties: { authProvider: { enum: ['EMAIL_PASSWORD'] }, email: EMAIL_FIELD, password: { minLength: 1 } },
          required: ['email', 'password'],
        },
        {
          properties: {
            authProvider: { enum: ['GOOGLE', 'FACEBOOK'] },
            accessToken: { minLength: 1 },
            email: { pattern: `^$|${EMAIL_REGEX.source}` },
          },
          required: ['authProvider', 'accessToken'],
        },
      ],
    },
  ],
  [S.ZAddCrowdUsersRequest, { properties: { emails: { items: EMAIL_FIELD } } }],
  [
    S.ZUpdateCrowdRequest,
    {
      properties: {
        subdomain: {
          maxLength: LIMITS.subdomainMax,
          pattern: `^(?!(?:${RESERVED_SUBDOMAINS.map(escapeRegex).join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`,
          description: 'Lower case; not a reserved name',
        },
      },
    },
  ],
  [
    S.ZOfflineCardRequest,
    {
      properties: {
        number: {
          pattern: '^[ -]*(?:[0-9][ -]*){12,19}$',
          description: "12 to 19 digits (spaces and dashes ignored) that pass Luhn's check",
        },
      },
    },
  ],
]);

/**
 * Patterns that need the `u` flag (Unicode classes, code point lengths), which OpenAPI 3.0 tools do
 * not set, as a pattern without it: an ASCII form that accepts only what the rule accepts.
 */
const PORTABLE_PATTERNS = new Map<string, TJson>([
  [
    PASSWORD_PATTERN.source,
    {
      pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[!-/:-@[-`{-~])[!-~]{8,25}$',
      description:
        'The password rule: 8 to 25 characters, an upper-case and a lower-case letter, a digit and a symbol, no white space or invisible characters. Letters, digits and symbols of any script count; the pattern gives the ASCII form.',
    },
  ],
]);

function usePortablePatterns(node: unknown): void {
  if (Array.isArray(node)) node.forEach(usePortablePatterns);
  if (!isJson(node)) return;
  const portable = typeof node.pattern === 'string' ? PORTABLE_PATTERNS.get(node.pattern) : undefined;
  if (portable) Object.assign(node, portable);
  Object.values(node).forEach(usePortablePatterns);
}

const isJson = (value: unknown): value is TJson => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: TJson, patch: TJson): void {
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (isJson(current) && isJson(value)) mergeInto(current, value);
    else target[key] = value;
  }
}

/** Entity schemas published under components/schemas and referenced where a route answers with one. */
const NAMED_SCHEMAS: ReadonlyArray<[string, ZodTypeAny]> = [
  ['User', S.ZUser],
  ['Crowd', S.ZCrowd],
  ['CrowdView', S.ZCrowdView],
  ['ThemingData', S.ZThemingData],
  ['Idea', S.ZIdea],
  ['IdeaAdmin', S.ZIdeaAdmin],
  ['Comment', S.ZComment],
  ['Category', S.ZCategory],
  ['Notification', S.ZNotification],
  ['NotificationSettings', S.ZNotificationSettings],
  ['CrowdSubscription', S.ZCrowdSubscription],
  ['CreditCard', S.ZCreditCard],
  ['Questionnaire', S.ZQuestionnaire],
  ['CrowdUser', S.ZCrowdUser],
  ['IdeaStats', S.ZIdeaStats],
  ['PublicCrowdCard', S.ZPublicCrowdCard],
  ['PublicIdeaCard', S.ZPublicIdeaCard],
  ['MessageResponse', S.ZMessageResponse],
];

const isRaw = (response: TRouteResponse): response is TRawResponse => 'kind' in response && !('_def' in response);

const unwrapObject = (schema: ZodTypeAny): AnyZodObject => {
  let current: ZodTypeAny = schema;
  while (current instanceof z.ZodEffects) current = current.innerType();
  if (!(current instanceof z.ZodObject)) throw new Error('multipart fields must be a zod object');
  return current;
};

const multipartSchema = (multipart: TMultipartRequest): AnyZodObject => {
  const binary = () => z.string().openapi({ type: 'string', format: 'binary' });
  const files = Object.fromEntries(
    multipart.files.map((file) => {
      const schema = file.maxCount > 1 ? z.array(binary()).max(file.maxCount) : binary();
      return [file.name, file.required ? schema : schema.optional()];
    }),
  );
  return unwrapObject(multipart.fields).extend(files);
};

const json = (schema: ZodTypeAny) => ({ 'application/json': { schema } });

/** Builds the OpenAPI 3.0 document of every route in API_ROUTES, paths prefixed with /api. */
export function buildOpenApiDocument(options: TOpenApiOptions) {
  extendZodWithOpenApi(z);
  const registry = new OpenAPIRegistry();

  const named = new Map<ZodTypeAny, ZodTypeAny>();
  for (const [name, schema] of NAMED_SCHEMAS) named.set(schema, registry.register(name, schema));
  const ref = (schema: ZodTypeAny): ZodTypeAny => named.get(schema) ?? schema;

  const validationErrorBody = registry.register('ValidationErrorBody', ZValidationErrorBody);
  const errorBody = registry.register('ErrorBody', ZErrorBody);
  const requestIdHeader = z.object({
    [REQUEST_ID_HEADER]: z.string().openapi({ description: 'Request id for support' }),
  });

  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description: 'The session cookie a sign-in sets (host-only, HttpOnly)',
  });
  /** A signed-in caller may get more, a signed-out one is answered too. */
  const security = (auth: TApiRoute['auth']): Array<Record<string, string[]>> =>
    ({ user: [{ session: [] }], optional: [{}, { session: [] }], public: [] })[auth];

  const error = (description: string, schema: ZodTypeAny = errorBody, headers: AnyZodObject = requestIdHeader) => ({
    description,
    headers,
    content: json(schema),
  });

  const successResponse = (status: number, response: TRouteResponse) => {
    if (!isRaw(response)) return { description: status === 201 ? 'Created' : 'OK', content: json(ref(response)) };
    if (response.kind === 'redirect')
      return { description: response.description, headers: z.object({ Location: z.string() }) };
    const binary = z.string().openapi({ type: 'string', format: 'binary' });
    const types = [response.contentType ?? 'application/octet-stream'].flat();
    return {
      description: response.description,
      content: Object.fromEntries(
        types.map((type) => [
          type,
          { schema: type === 'application/json' && response.schema ? response.schema : binary },
        ]),
      ),
    };
  };

  const privateCrowdHeader = z.object({
    [PRIVATE_CROWD_HEADER]: z.string().optional().openapi({
      description:
        'Id of the private crowd whose site the request is made on (canonical digits, decision 029). It never stands in for a crowd the path, query or body names; one that differs from it is 400 crowd_header_mismatch.',
    }),
  });

  for (const route of (API_ROUTES as readonly TApiRoute[]).filter(options.include ?? (() => true))) {
    const request = route.request ?? {};
    const hasInput = Boolean(request.params || request.query || request.body || request.multipart);
    const responses: Record<string, ReturnType<typeof error> | ReturnType<typeof successResponse>> = {};
    for (const [status, response] of Object.entries(route.responses))
      if (response) responses[status] = successResponse(Number(status), response);

    const hasBody = Boolean(request.body || request.multipart);
    const badRequest = [
      'A body that is not well-formed JSON or multipart, or breaks multipart limits (default_error)',
      `an ${PRIVATE_CROWD_HEADER} header that is not an id (validation_invalid_value) or names another crowd than the request (crowd_header_mismatch)`,
      ...(route.badRequest ?? []).map((key) => `the route's own refusal (${key})`),
    ];
    responses['400'] = error(`Bad request: ${badRequest.join('; ')}`);
    if (hasInput && route.invalidInput !== 404)
      responses['422'] = error('Invalid input: one entry per field, `msg` is a message key', validationErrorBody);
    if (hasBody) responses['413'] = error('The body or a file is larger than allowed (payload_too_large)');
    if (route.auth === 'user' || route.operationId === 'login')
      responses['401'] = error('Not signed in (login: wrong e-mail or password, `error` may name the reason)');
    if (route.errors?.includes(402)) responses['402'] = error('Payment failed (credit_card_payment_failed)');
    responses['403'] = error(
      'Not allowed (forbidden, account_not_verified, user_bound_to_other_crowd, crowd_private_login_required)',
    );
    responses['404'] = error(
      route.invalidInput === 404
        ? 'Not found, or a request its schemas refuse (not_found)'
        : 'Not found (not_found, crowd_does_not_exist)',
    );
    if (route.method !== 'get')
      responses['409'] = error(
        `Version conflict: header ${STALE_ENTITY_HEADER} names the entity; error optimistic_locking_error`,
        errorBody,
        requestIdHeader.extend({ [STALE_ENTITY_HEADER]: z.string().openapi({ description: 'The stale entity' }) }),
      );
    responses['426'] = error('Crowd user limit reached (crowd_user_limit_reached); the owner is notified');
    responses['429'] = error('Rate limited (too_many_requests)');

    registry.registerPath({
      method: route.method,
      path: `${API_PREFIX}${route.path}`,
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      security: security(route.auth),
      request: {
        headers: privateCrowdHeader,
        ...(request.params ? { params: request.params } : {}),
        ...(request.query ? { query: request.query } : {}),
        ...(request.body ? { body: { required: true, content: json(request.body) } } : {}),
        ...(request.multipart
          ? {
              body: {
                required: true,
                content: { 'multipart/form-data': { schema: multipartSchema(request.multipart) } },
              },
            }
          : {}),
      },
      responses,
    });
  }

  const generator = new OpenApiGeneratorV3(registry.definitions);
  const document = generator.generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Crowd Ideas API',
      version: options.version,
      description:
        'Errors: 422 `{ errors: [{ param, msg, count? }] }`, every other non-2xx `{ error }`; `msg` and `error` are message keys of @crowd/i18n.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [...new Set(API_ROUTES.map((route) => route.tag))].map((name) => ({ name })),
  });
  for (const route of API_ROUTES as readonly TApiRoute[]) {
    const operation: unknown = document.paths[`${API_PREFIX}${route.path}`]?.[route.method];
    if (!isJson(operation)) continue;
    // A path or query value is text: it is never JSON null, whatever null would parse to.
    for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : [])
      if (isJson(parameter) && isJson(parameter.schema)) delete parameter.schema.nullable;
    const rules = route.request?.body && REQUEST_BODY_RULES.get(route.request.body);
    const body = (operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.[
      'application/json'
    ]?.schema;
    if (rules && isJson(body)) mergeInto(body, structuredClone(rules));
  }
  usePortablePatterns(document.paths);
  return document;
}

export type TOpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
