import type { TActivateAccountResponse } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, LOGIN, MAIN, routeArgs, settle } from '../../../test/route-args';
import { activationLoader, type ActivationOutcome } from './activation.server';

setupMockApi();

const visit = (path: string, token?: string) =>
  settle<ActivationOutcome>(activationLoader({ ...routeArgs(MAIN, path), params: { token } }));

describe('/accountActivation/:token', () => {
  it.each<TActivateAccountResponse>([
    { status: 'success', message: 'activation_token_success' },
    { status: 'used', message: 'activation_token_used' },
    { status: 'invalid', message: 'activation_token_invalid' },
  ])('spends the token once and shows the outcome $status', async (answer) => {
    let calls = 0;
    server.use(
      mockApi('activateAccount', ({ params }) => {
        calls += 1;
        expect(params.token).toBe('tok3n');
        return HttpResponse.json<TActivateAccountResponse>(answer);
      }),
    );
    const first = await visit('/accountActivation/tok3n', 'tok3n');
    expect(first.location).toBe(`/accountActivation?status=${answer.status}`);
    const shown = await visit(first.location ?? '');
    expect(shown.body).toEqual(answer);
    expect(calls).toBe(1);
  });

  it('keeps the session the API opened and bounces through the login host for a master session', async () => {
    server.use(
      mockApi('activateAccount', () =>
        HttpResponse.json<TActivateAccountResponse>(
          { status: 'success', message: 'activation_token_success' },
          { headers: { 'Set-Cookie': 'crowd_sid=fresh; Path=/; HttpOnly; SameSite=Lax' } },
        ),
      ),
    );
    const outcome = await settle(
      activationLoader({ ...routeArgs(DEMO, '/accountActivation/tok3n'), params: { token: 'tok3n' } }),
    );
    const begin = new URL(outcome.location ?? '');
    expect(`${begin.origin}${begin.pathname}`).toBe(`http://${LOGIN}/sso/begin`);
    expect(begin.searchParams.get('from')).toBe(`http://${DEMO}/`);
    expect(begin.searchParams.get('successUrl')).toBe(`http://${DEMO}/accountActivation?status=success`);
    expect(outcome.headers.getSetCookie()).toContain('crowd_sid=fresh; Path=/; HttpOnly; SameSite=Lax');
  });

  it('without a token (or with a made-up status) says the link is invalid', async () => {
    await expect(visit('/accountActivation')).resolves.toMatchObject({
      body: { status: 'invalid', message: 'activation_token_invalid' },
    });
    await expect(visit('/accountActivation?status=verifying')).resolves.toMatchObject({
      body: { status: 'invalid' },
    });
  });

  it('shows the generic error when the API cannot answer', async () => {
    server.use(mockApi('activateAccount', () => new HttpResponse(null, { status: 500 })));
    await expect(visit('/accountActivation/x', 'x')).resolves.toMatchObject({
      body: { status: 'error', message: 'default_error' },
    });
  });
});
