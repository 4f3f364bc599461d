import type { TErrorBody, TSocialEmailRequest, TSocialEmailResponse, TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { makeUser } from '../../../test/mocks/factories';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, lngSetBy, LOGIN, routeArgs, settle } from '../../../test/route-args';
import { socialEmailAction, socialEmailLoader } from './social-email.server';

setupMockApi();

const submit = (form: Record<string, string>) =>
  settle<{ fieldErrors?: Record<string, string> }>(
    socialEmailAction(routeArgs(LOGIN, '/login/socialEmail?token=pending', { form })),
  );

describe('/login/socialEmail', () => {
  it('lives on the login host and needs its token', async () => {
    await expect(settle(socialEmailLoader(routeArgs(DEMO, '/login/socialEmail?token=t')))).resolves.toMatchObject({
      location: '/login',
    });
    await expect(settle(socialEmailLoader(routeArgs(LOGIN, '/login/socialEmail')))).resolves.toMatchObject({
      location: '/login',
    });
    await expect(settle(socialEmailLoader(routeArgs(LOGIN, '/login/socialEmail?token=t')))).resolves.toMatchObject({
      body: { token: 't' },
    });
  });

  it('finishes the sign-in and continues through /sso/start to where it began', async () => {
    let body: TSocialEmailRequest | undefined;
    server.use(
      mockApi('completeSocialLoginWithEmail', async ({ request }) => {
        body = (await request.json()) as TSocialEmailRequest;
        return HttpResponse.json<TSocialEmailResponse>(
          { ...makeUser({ locale: 'sk' }), redirectUrl: `http://${DEMO}/idea/1` },
          { headers: { 'Set-Cookie': 'crowd_sid=master; Path=/; HttpOnly; SameSite=Lax' } },
        );
      }),
    );
    const outcome = await submit({ token: 'pending', email: 'fb@example.com' });
    expect(body).toEqual({ token: 'pending', email: 'fb@example.com' });
    expect(outcome.location).toBe(`/sso/start?successUrl=${encodeURIComponent(`http://${DEMO}/idea/1`)}`);
    expect(outcome.headers.getSetCookie()).toContain('crowd_sid=master; Path=/; HttpOnly; SameSite=Lax');
    await expect(lngSetBy(outcome)).resolves.toBe('sk');
  });

  it('shows an e-mail the API refuses under the field', async () => {
    server.use(
      mockApi('completeSocialLoginWithEmail', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'email', msg: 'validation_email_in_use' }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await submit({ token: 'pending', email: 'taken@example.com' });
    expect(outcome.body?.fieldErrors).toEqual({ email: 'validation_email_in_use' });
  });

  it('starts over from the login form when the pending sign-in is gone', async () => {
    server.use(
      mockApi('completeSocialLoginWithEmail', () =>
        HttpResponse.json<TErrorBody>({ error: 'social_login_error' }, { status: 400 }),
      ),
    );
    const outcome = await submit({ token: 'pending', email: 'fb@example.com' });
    expect(outcome.location).toBe('/login');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'social_login_error' });
  });
});
