import type {
  TCheckResetTokenResponse,
  TErrorBody,
  TResetPasswordRequest,
  TResetPasswordResponse,
  TSendPasswordResetEmailRequest,
  TSendPasswordResetEmailResponse,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, MAIN, routeArgs, settle } from '../../../test/route-args';
import { forgotPasswordAction, resetPasswordAction, resetPasswordLoader } from './password.server';

setupMockApi();

describe('/forgotPassword', () => {
  const submit = (host: string, email: string) =>
    settle<{ message?: string; fieldErrors?: Record<string, string> }>(
      forgotPasswordAction(routeArgs(host, '/forgotPassword', { form: { email } })),
    );

  it('validates the e-mail', async () => {
    const outcome = await submit(MAIN, 'not-an-email');
    expect(outcome.body?.fieldErrors).toEqual({ email: 'validation_registration_email' });
  });

  it('asks for the link with the crowd of a crowd host and says it was sent', async () => {
    let body: TSendPasswordResetEmailRequest | undefined;
    server.use(
      mockApi('sendPasswordResetEmail', async ({ request }) => {
        body = (await request.json()) as TSendPasswordResetEmailRequest;
        return HttpResponse.json<TSendPasswordResetEmailResponse>({ message: 'password_reset_email_sent' });
      }),
    );
    const outcome = await submit(DEMO, ' Ada@Example.com ');
    expect(outcome.body).toEqual({ message: 'password_reset_email_sent' });
    expect(body?.email).toBe('ada@example.com');
    expect(typeof body?.crowdId).toBe('number');
  });

  it('raises the generic error when the request fails', async () => {
    server.use(
      mockApi('sendPasswordResetEmail', () =>
        HttpResponse.json<TErrorBody>({ error: 'default_error' }, { status: 500 }),
      ),
    );
    const outcome = await submit(MAIN, 'ada@example.com');
    expect(outcome.location).toBe('/forgotPassword');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'default_error' });
  });

  it('says in how many minutes to try again when rate-limited', async () => {
    server.use(
      mockApi('sendPasswordResetEmail', () =>
        HttpResponse.json<TErrorBody>(
          { error: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '300' } },
        ),
      ),
    );
    const outcome = await submit(MAIN, 'ada@example.com');
    expect(outcome.location).toBe('/forgotPassword');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'common:rateLimited.tryAgainIn',
      values: { count: 5 },
    });
  });
});

describe('/resetPassword/:token', () => {
  const password = 'N3w!password';
  const submit = (token: string | undefined, form = { password, confirmPassword: password }) =>
    settle<{ status?: string; message?: string; fieldErrors?: Record<string, string> }>(
      resetPasswordAction({ ...routeArgs(MAIN, `/resetPassword/${token ?? ''}`, { form }), params: { token } }),
    );

  const load = (token?: string) =>
    settle(resetPasswordLoader({ ...routeArgs(MAIN, `/resetPassword/${token ?? ''}`), params: { token } }));

  it('checks the link before showing the form', async () => {
    const checked: string[] = [];
    server.use(
      mockApi('checkResetToken', ({ params }) => {
        checked.push(String(params.token));
        return HttpResponse.json<TCheckResetTokenResponse>({ status: 'valid' });
      }),
    );
    await expect(load('g00d')).resolves.toMatchObject({ body: { usable: true } });
    expect(checked).toEqual(['g00d']);
  });

  it.each([
    [404, 'reset_token_invalid', 'invalid'],
    [400, 'reset_token_used', 'used'],
  ] as const)('says a link answered %s is %s before the form is shown', async (status, error, outcome) => {
    server.use(mockApi('checkResetToken', () => HttpResponse.json<TErrorBody>({ error }, { status })));
    await expect(load('bad')).resolves.toMatchObject({
      body: { usable: false, outcome: { status: outcome, message: error } },
    });
  });

  it('shows the form when the check cannot be made (the post tells)', async () => {
    server.use(mockApi('checkResetToken', () => new HttpResponse(null, { status: 503 })));
    await expect(load('t0k')).resolves.toMatchObject({ body: { usable: true } });
  });

  it('without a token says the link is invalid', async () => {
    const page = await settle(resetPasswordLoader({ ...routeArgs(MAIN, '/resetPassword'), params: {} }));
    expect(page.body).toEqual({ usable: false, outcome: { status: 'invalid', message: 'reset_token_invalid' } });
    await expect(submit(undefined)).resolves.toMatchObject({
      body: { status: 'invalid', message: 'reset_token_invalid' },
    });
  });

  it('validates the new password with the registration rules', async () => {
    const outcome = await submit('tok', { password: 'weak', confirmPassword: 'weak' });
    expect(outcome.body?.fieldErrors).toEqual({ password: 'validation_registration_password' });
  });

  it.each<TResetPasswordResponse>([
    { status: 'success', message: 'password_reset_successful' },
    { status: 'used', message: 'reset_token_used' },
    { status: 'invalid', message: 'reset_token_invalid' },
  ])('shows the token outcome $status', async (answer) => {
    let body: TResetPasswordRequest | undefined;
    let path = '';
    server.use(
      mockApi('resetPassword', async ({ request, params }) => {
        body = (await request.json()) as TResetPasswordRequest;
        path = String(params.token);
        return HttpResponse.json<TResetPasswordResponse>(answer);
      }),
    );
    const outcome = await submit('t0k');
    expect(path).toBe('t0k');
    expect(body).toEqual({ password, confirmPassword: password });
    expect(outcome.body).toEqual(answer);
  });
});
