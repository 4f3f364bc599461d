import { ZCrowdView, ZUser, type TErrorBody, type TValidationErrorBody } from '@crowd/contracts';
import { http, HttpResponse } from 'msw';
import { makeCrowdView, makeUser } from '../../test/mocks/factories';
import { API } from '../../test/mocks/handlers';
import { server, setupMockApi } from '../../test/mocks/server';
import { ApiClient, ApiError, mapApiError, mergeCookies } from './api.server';

setupMockApi();

const context: { clientAddress: string; forwardedFor: string | undefined; host: string; protocol: 'http' } = {
  clientAddress: '203.0.113.7',
  forwardedFor: undefined,
  host: 'demo.localhost:3000',
  protocol: 'http',
};

const client = (headers: Record<string, string> = {}, extra: Partial<typeof context> = {}) =>
  new ApiClient({
    request: new Request('http://demo.localhost:3000/', { headers }),
    context: { ...context, ...extra },
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('ApiClient status mapping (spec 8)', () => {
  it('parses a success body with the contract schema', async () => {
    const user = makeUser({ name: 'Ada' });
    server.use(http.get(`${API}/user`, () => HttpResponse.json(user)));
    await expect(client().get('/user', { schema: ZUser })).resolves.toEqual(user);
  });

  it('maps 426 to crowd_user_limit_reached', async () => {
    server.use(http.post(`${API}/ideaLike/demo`, () => HttpResponse.json({ error: 'default_error' }, { status: 426 })));
    const error = await failure(client().post('/ideaLike/demo', { body: { ideaId: 1 } }));
    expect(error).toMatchObject({ status: 426, key: 'crowd_user_limit_reached' });
  });

  it('passes 401 on with its error key', async () => {
    const result = await client().request('GET', '/user');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ status: 401, key: 'unauthorized' });
  });

  it('maps a response with X-Stale-Entity to optimistic_locking_error', async () => {
    server.use(
      http.put(`${API}/user`, () =>
        HttpResponse.json<TErrorBody>(
          { error: 'optimistic_locking_error' },
          { status: 409, headers: { 'X-Stale-Entity': 'User' } },
        ),
      ),
    );
    const error = await failure(client().put('/user', { body: { id: 1, version: 0 } }));
    expect(error).toMatchObject({ status: 409, key: 'optimistic_locking_error' });
  });

  it('passes 422 on with its list of field errors', async () => {
    const body: TValidationErrorBody = {
      errors: [
        { param: 'email', msg: 'validation_email_in_use' },
        { param: 'name', msg: 'validation_registration_name' },
      ],
    };
    server.use(http.post(`${API}/register`, () => HttpResponse.json(body, { status: 422 })));
    const error = await failure(client().post('/register', { body: {} }));
    expect(error.status).toBe(422);
    expect(error.key).toBe('validation_email_in_use');
    expect(error.fieldErrors).toEqual(body.errors);
  });

  it('passes 402 and 429 on', async () => {
    server.use(
      http.post(`${API}/crowd`, () => HttpResponse.json({ error: 'credit_card_payment_failed' }, { status: 402 })),
      http.post(`${API}/login`, () => new HttpResponse(null, { status: 429 })),
    );
    await expect(failure(client().post('/crowd'))).resolves.toMatchObject({
      status: 402,
      key: 'credit_card_payment_failed',
    });
    await expect(failure(client().post('/login'))).resolves.toMatchObject({ status: 429, key: 'too_many_requests' });
  });

  it('maps any other failure to default_error, keeping the server key aside', async () => {
    server.use(
      http.get(`${API}/creditcard`, () => HttpResponse.json({ error: 'forbidden' }, { status: 403 })),
      http.get(`${API}/notification`, () => new HttpResponse('boom', { status: 500 })),
    );
    await expect(failure(client().get('/creditcard'))).resolves.toMatchObject({
      status: 403,
      key: 'default_error',
      serverKey: 'forbidden',
    });
    await expect(failure(client().get('/notification'))).resolves.toMatchObject({ status: 500, key: 'default_error' });
  });

  it('maps an unreachable API to default_error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/user`, () => HttpResponse.error()));
    await expect(failure(client().get('/user'))).resolves.toMatchObject({ status: 503, key: 'default_error' });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('treats a body that breaks the contract as default_error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/crowdView/domain/demo`, () => HttpResponse.json({ id: 'not-a-number' })));
    await expect(failure(client().get('/crowdView/domain/demo', { schema: ZCrowdView }))).resolves.toMatchObject({
      status: 502,
      key: 'default_error',
    });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('maps statuses without a body', () => {
    expect(mapApiError(426, new Headers(), undefined).key).toBe('crowd_user_limit_reached');
    expect(mapApiError(409, new Headers({ 'x-stale-entity': 'Idea' }), undefined).key).toBe('optimistic_locking_error');
    expect(mapApiError(404, new Headers(), { error: 'crowd_does_not_exist' }).key).toBe('default_error');
  });
});

describe('ApiClient forwarding', () => {
  it('forwards the cookie, client address and host, and passes Set-Cookie back', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/user`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(makeUser(), { headers: { 'Set-Cookie': 'sid=new; Path=/; HttpOnly' } });
      }),
    );
    const api = client({ Cookie: 'sid=abc; lng=sk', 'Accept-Language': 'sk' }, { forwardedFor: '198.51.100.1' });
    await api.get('/user', { schema: ZUser });

    expect(seen?.get('cookie')).toBe('sid=abc; lng=sk');
    expect(seen?.get('x-forwarded-for')).toBe('198.51.100.1, 203.0.113.7');
    expect(seen?.get('x-forwarded-host')).toBe('demo.localhost:3000');
    expect(seen?.get('x-forwarded-proto')).toBe('http');
    expect(seen?.get('accept-language')).toBe('sk');
    expect(seen?.has('x-private-crowd')).toBe(false);
    expect(api.responseHeaders.getSetCookie()).toEqual(['sid=new; Path=/; HttpOnly']);
  });

  it('adds X-Private-Crowd in a private crowd only', async () => {
    const privateCrowd = makeCrowdView({ privateCrowd: true });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/crowdView/category/demo`, ({ request }) => {
        seen.push(request.headers.get('x-private-crowd'));
        return HttpResponse.json([]);
      }),
    );
    await client().forCrowd(privateCrowd).get('/crowdView/category/demo');
    await client()
      .forCrowd(makeCrowdView({ privateCrowd: false }))
      .get('/crowdView/category/demo');
    expect(seen).toEqual([String(privateCrowd.id), null]);
  });

  it('sends JSON bodies and query parameters', async () => {
    let received: unknown;
    let url: URL | undefined;
    server.use(
      http.post(`${API}/crowdView/comment/demo`, async ({ request }) => {
        received = await request.json();
        url = new URL(request.url);
        return HttpResponse.json({ message: 'comment_created' }, { status: 201 });
      }),
    );
    const result = await client().request('POST', '/crowdView/comment/demo', {
      body: { content: 'Nice', ideaId: 3 },
      query: { draft: false, skip: undefined },
    });
    expect(result).toMatchObject({ ok: true, status: 201, data: { message: 'comment_created' } });
    expect(received).toEqual({ content: 'Nice', ideaId: 3 });
    expect(url?.search).toBe('?draft=false');
  });
});

describe('mergeCookies', () => {
  it('lets cookies set by earlier answers of the request replace and remove the browser’s', () => {
    expect(mergeCookies('sid=old; lng=sk', ['sid=new; Path=/; HttpOnly'])).toBe('sid=new; lng=sk');
    expect(mergeCookies('sid=old; lng=sk', ['sid=; Path=/; Max-Age=0'])).toBe('lng=sk');
    expect(mergeCookies('sid=old', ['sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])).toBe('');
    expect(mergeCookies(null, ['sid=new; Path=/'])).toBe('sid=new');
    expect(mergeCookies('a=1; b=2', [])).toBe('a=1; b=2');
  });

  it('sends a session the API just set with the next call of the same client', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/login`, () =>
        HttpResponse.json(makeUser(), { headers: { 'Set-Cookie': 'crowd_sid=fresh; Path=/; HttpOnly' } }),
      ),
      http.post(`${API}/login/sso/code`, ({ request }) => {
        seen.push(request.headers.get('cookie'));
        return HttpResponse.json({ code: 'c', redirectUrl: 'http://localhost:3000/', expiresInSeconds: 60 });
      }),
    );
    const api = client({ Cookie: 'crowd_sid=stale; lng=en' });
    await api.post('/login', { body: {} });
    await api.post('/login/sso/code', { body: {} });
    // msw appends cookies from its own jar after the ones the client sent.
    expect(seen[0]).toMatch(/^crowd_sid=fresh; lng=en(;|$)/);
  });
});
