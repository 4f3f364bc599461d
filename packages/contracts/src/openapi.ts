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
import * as S from './schemas';

export interface TOpenApiOptions {
  /** Base URL of the API host, e.g. `http://localhost:3001` (paths start with `/api`). */
  serverUrl: string;
  version: string;
  /** Name of the session cookie, documented as the security scheme when given. */
  sessionCookieName?: string;
  /** Documents only the routes this answers true for (the API passes the routes it serves). */
  include?: (route: TApiRoute) => boolean;
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

  if (options.sessionCookieName)
    registry.registerComponent('securitySchemes', 'session', {
      type: 'apiKey',
      in: 'cookie',
      name: options.sessionCookieName,
    });

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

    if (hasInput)
      responses['422'] = error('Invalid input: one entry per field, `msg` is a message key', validationErrorBody);
    if (route.auth === 'user' || route.operationId === 'login')
      responses['401'] = error('Not signed in (login: wrong e-mail or password, `error` may name the reason)');
    if (route.errors?.includes(402)) responses['402'] = error('Payment failed (credit_card_payment_failed)');
    responses['403'] = error(
      'Not allowed (forbidden, account_not_verified, user_bound_to_other_crowd, crowd_private_login_required)',
    );
    responses['404'] = error('Not found (not_found, crowd_does_not_exist)');
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
      ...(route.auth === 'user' && options.sessionCookieName ? { security: [{ session: [] }] } : {}),
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
  return generator.generateDocument({
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
}

export type TOpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
