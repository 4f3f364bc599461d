import type { TErrorBody, TValidationErrorBody } from '@crowd/contracts';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockApi } from '../../test/mocks/api';
import { makeCrowdView, makeUser } from '../../test/mocks/factories';
import { server, setupMockApi } from '../../test/mocks/server';
import { ApiClient, ApiError, mapApiError, mergeCookies } from './api.server';

setupMockApi();

const context: { clientAddress: string; host: string; protocol: 'http'; requestId: string } = {
  clientAddress: '203.0.113.7',
  requestId: 'web-request-0001',
  host: 'demo.localhost:3000',
  protocol: 'http',
};

const client = (headers: Record<string, string> = {}, extra: Partial<typeof context> = {}) =>
  new ApiClient({
    request: new Request('http://demo.localhost:3000/', { headers }),
    context: { ...context, ...extra },
  });

const credentials = { authProvider: 'EMAIL_PASSWORD', email: 'ada@example.com', password: 'secret' } as const;
const registration = {
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  name: 'Ada',
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
};

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
    server.use(mockApi('getUser', () => HttpResponse.json(user)));
    await expect(client().call('getUser')).resolves.toEqual(user);
  });

  it('maps 426 to crowd_user_limit_reached', async () => {
    server.use(mockApi('likeIdea', () => HttpResponse.json({ error: 'default_error' }, { status: 426 })));
    const error = await failure(client().call('likeIdea', { params: { domain: 'demo' }, body: { ideaId: 1 } }));
    expect(error).toMatchObject({ status: 426, key: 'crowd_user_limit_reached' });
  });

  it('passes 401 on with its error key', async () => {
    const result = await client().request('getUser');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ status: 401, key: 'unauthorized' });
  });

  it('maps a response with X-Stale-Entity to optimistic_locking_error', async () => {
    server.use(
      mockApi('updateUser', () =>
        HttpResponse.json<TErrorBody>(
          { error: 'optimistic_locking_error' },
          { status: 409, headers: { 'X-Stale-Entity': 'User' } },
        ),
      ),
    );
    const error = await failure(client().call('updateUser', { body: { id: 1, version: 0 } }));
    expect(error).toMatchObject({ status: 409, key: 'optimistic_locking_error' });
  });

  it('passes 422 on with its list of field errors', async () => {
    const body: TValidationErrorBody = {
      errors: [
        { param: 'email', msg: 'validation_email_in_use' },
        { param: 'name', msg: 'validation_registration_name' },
      ],
    };
    server.use(mockApi('register', () => HttpResponse.json(body, { status: 422 })));
    const error = await failure(client().call('register', { body: registration }));
    expect(error.status).toBe(422);
    expect(error.key).toBe('validation_email_in_use');
    expect(error.fieldErrors).toEqual(body.errors);
  });

  it('passes 402 and 429 on', async () => {
    server.use(
      mockApi('listSubscriptions', () => HttpResponse.json({ error: 'credit_card_payment_failed' }, { status: 402 })),
      mockApi('login', () => new HttpResponse(null, { status: 429 })),
    );
    await expect(failure(client().call('listSubscriptions'))).resolves.toMatchObject({
      status: 402,
      key: 'credit_card_payment_failed',
    });
    await expect(failure(client().call('login', { body: credentials }))).resolves.toMatchObject({
      status: 429,
      key: 'too_many_requests',
    });
  });

  it('maps any other failure to default_error, keeping the server key aside', async () => {
    server.use(
      mockApi('listCreditCards', () => HttpResponse.json({ error: 'forbidden' }, { status: 403 })),
      http.get(apiUrl('listNotifications'), () => new HttpResponse('boom', { status: 500 })),
    );
    await expect(failure(client().call('listCreditCards'))).resolves.toMatchObject({
      status: 403,
      key: 'default_error',
      serverKey: 'forbidden',
    });
    await expect(failure(client().call('listNotifications'))).resolves.toMatchObject({
      status: 500,
      key: 'default_error',
    });
  });

  it('maps an unreachable API to default_error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mockApi('getUser', () => HttpResponse.error()));
    await expect(failure(client().call('getUser'))).resolves.toMatchObject({ status: 503, key: 'default_error' });
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('treats a body that breaks the contract as default_error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Deliberately off the contract, so not through the typed mockApi.
    server.use(
      http.get(apiUrl('getCrowdViewByDomain', { domain: 'demo' }), () => HttpResponse.json({ id: 'not-a-number' })),
    );
    await expect(failure(client().call('getCrowdViewByDomain', { params: { domain: 'demo' } }))).resolves.toMatchObject(
      {
        status: 502,
        key: 'default_error',
      },
    );
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
      mockApi('getUser', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json(makeUser(), { headers: { 'Set-Cookie': 'sid=new; Path=/; HttpOnly' } });
      }),
    );
    const api = client({ Cookie: 'sid=abc; lng=sk', 'Accept-Language': 'sk', 'X-Forwarded-For': '198.51.100.1' });
    await api.call('getUser');

    expect(seen?.get('cookie')).toBe('sid=abc; lng=sk');
    // The address the web resolved, never the browser's own X-Forwarded-For.
    expect(seen?.get('x-forwarded-for')).toBe('203.0.113.7');
    expect(seen?.get('x-forwarded-host')).toBe('demo.localhost:3000');
    expect(seen?.get('x-forwarded-proto')).toBe('http');
    expect(seen?.get('accept-language')).toBe('sk');
    expect(seen?.has('x-private-crowd')).toBe(false);
    expect(api.responseHeaders.getSetCookie()).toEqual(['sid=new; Path=/; HttpOnly']);
  });

  it('sends the request id the web gave the page, whatever the browser claimed', async () => {
    let seen: string | null = null;
    server.use(
      mockApi('getUser', ({ request }) => {
        seen = request.headers.get('x-request-id');
        return HttpResponse.json(makeUser());
      }),
    );
    await client({ 'X-Request-Id': 'forged-by-the-browser' }).call('getUser');
    expect(seen).toBe('web-request-0001');
  });

  it('adds X-Private-Crowd in a private crowd only', async () => {
    const privateCrowd = makeCrowdView({ privateCrowd: true });
    const seen: (string | null)[] = [];
    server.use(
      mockApi('listCrowdViewCategories', ({ request }) => {
        seen.push(request.headers.get('x-private-crowd'));
        return HttpResponse.json([]);
      }),
    );
    const categories = { params: { domain: 'demo' } };
    await client().forCrowd(privateCrowd).call('listCrowdViewCategories', categories);
    await client()
      .forCrowd(makeCrowdView({ privateCrowd: false }))
      .call('listCrowdViewCategories', categories);
    expect(seen).toEqual([String(privateCrowd.id), null]);
  });

  it('sends JSON bodies and fills the path parameters', async () => {
    let received: unknown;
    let url: URL | undefined;
    server.use(
      mockApi('likeIdea', async ({ request }) => {
        received = await request.json();
        url = new URL(request.url);
        return HttpResponse.json({ message: 'idea_liked', likeCount: 4 }, { status: 201 });
      }),
    );
    const result = await client().request('likeIdea', {
      params: { domain: 'ideas.acme.com' },
      body: { ideaId: 3, questionnaireId: null },
    });
    expect(result).toMatchObject({ ok: true, status: 201, data: { message: 'idea_liked', likeCount: 4 } });
    expect(received).toEqual({ ideaId: 3, questionnaireId: null });
    expect(url?.pathname).toBe('/api/ideaLike/ideas.acme.com');
  });

  it('sends query parameters, a falsy value included and undefined ones left out', async () => {
    let url: URL | undefined;
    server.use(
      mockApi('listNotifications', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ notifications: [], allCount: 0, unreadCount: 0 });
      }),
    );
    await client().call('listNotifications', { query: { offset: 0, limit: undefined } });
    expect(url?.search).toBe('?offset=0');
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
      mockApi('login', () =>
        HttpResponse.json(makeUser(), { headers: { 'Set-Cookie': 'crowd_sid=fresh; Path=/; HttpOnly' } }),
      ),
      mockApi('createSsoCode', ({ request }) => {
        seen.push(request.headers.get('cookie'));
        return HttpResponse.json({ code: 'c', redirectUrl: 'http://localhost:3000/', expiresInSeconds: 60 });
      }),
    );
    const api = client({ Cookie: 'crowd_sid=stale; lng=en' });
    await api.call('login', { body: credentials });
    await api.call('createSsoCode', { body: { redirectUrl: 'http://localhost:3000/', state: 'x'.repeat(43) } });
    // msw appends cookies from its own jar after the ones the client sent.
    expect(seen[0]).toMatch(/^crowd_sid=fresh; lng=en(;|$)/);
  });
});
