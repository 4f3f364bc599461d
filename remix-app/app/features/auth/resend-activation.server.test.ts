import type { TErrorBody, TResendActivationRequest, TResendActivationResponse } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, MAIN, routeArgs, settle } from '../../../test/route-args';
import { resendActivationAction } from './resend-activation.server';

setupMockApi();

const submit = (host: string, email: string) =>
  settle<{ sent?: { email: string }; fieldErrors?: Record<string, string> }>(
    resendActivationAction(routeArgs(host, '/resendActivation', { form: { email } })),
  );

describe('/resendActivation', () => {
  it('validates the e-mail before calling the API', async () => {
    const outcome = await submit(MAIN, 'nope');
    expect(outcome.body?.fieldErrors).toEqual({ email: 'validation_registration_email' });
  });

  it('asks through the crowd of a crowd host and names the address it was asked for', async () => {
    let body: TResendActivationRequest | undefined;
    server.use(
      mockApi('resendActivation', async ({ request }) => {
        body = (await request.json()) as TResendActivationRequest;
        return HttpResponse.json<TResendActivationResponse>({ message: 'activation_email_sent' });
      }),
    );
    const outcome = await submit(DEMO, ' Ada@Example.com ');
    expect(outcome.body).toEqual({ sent: { email: 'ada@example.com' } });
    expect(body?.email).toBe('ada@example.com');
    expect(typeof body?.crowdId).toBe('number');
  });

  it('says in how many minutes to try again when rate-limited', async () => {
    server.use(
      mockApi('resendActivation', () =>
        HttpResponse.json<TErrorBody>(
          { error: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const outcome = await submit(MAIN, 'ada@example.com');
    expect(outcome.location).toBe('/resendActivation');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'common:rateLimited.tryAgainIn',
      values: { count: 10 },
    });
  });

  it('raises the generic error when the API fails', async () => {
    server.use(mockApi('resendActivation', () => new HttpResponse(null, { status: 500 })));
    const outcome = await submit(MAIN, 'ada@example.com');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'default_error' });
  });
});
