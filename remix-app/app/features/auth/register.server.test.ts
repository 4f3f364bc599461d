import type { TErrorBody, TRegisterRequest, TRegisterResponse, TUser, TValidationErrorBody } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import { HttpResponse } from 'msw';
import { makeUser } from '../../../test/mocks/factories';
import { mockApi } from '../../../test/mocks/api';
import { server, setupMockApi } from '../../../test/mocks/server';
import { DEMO, flashedToast, MAIN, routeArgs, settle } from '../../../test/route-args';
import { registerAction, registerLoader } from './register.server';

setupMockApi();

const fields = {
  email: 'new@example.com',
  confirmEmail: 'new@example.com',
  name: 'New Person',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
};
const submit = (host: string, form: Record<string, string>) =>
  settle<{ fieldErrors?: Record<string, string>; message?: string }>(
    registerAction(routeArgs(host, '/register', { form })),
  );

describe('/register', () => {
  it('sends a signed-in visitor home', async () => {
    server.use(mockApi('getUser', () => HttpResponse.json<TUser>(makeUser())));
    const outcome = await settle(registerLoader(routeArgs(MAIN, '/register', { cookie: 'crowd_sid=s' })));
    expect(outcome.location).toBe('/');
  });

  it('validates with the contract schema (confirmations included)', async () => {
    const outcome = await submit(MAIN, { ...fields, confirmPassword: 'Other1!pass' });
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({ confirmPassword: 'validation_registration_confirmPassword' });
  });

  // Issue 24: a refused form echoed the whole parsed post (`a[1000000]=1` came back as a 3 MB page).
  it('puts back only the form’s own fields, without the passwords', async () => {
    const outcome = await settle<{ repopulateFields?: Record<string, unknown> }>(
      registerAction(
        routeArgs(MAIN, '/register', {
          form: { ...fields, confirmPassword: 'Other1!pass', 'a[98]': 'x', injected: 'y' },
        }),
      ),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body?.repopulateFields).toEqual({
      email: fields.email,
      confirmEmail: fields.confirmEmail,
      name: fields.name,
    });
  });

  it('refuses a name with hidden line breaks and a blank-looking symbol, without calling the API', async () => {
    const blank = 'Abcdefg1\u2800';
    const outcome = await submit(MAIN, {
      ...fields,
      name: 'Ann\r\nBcc: victim@example.com',
      password: blank,
      confirmPassword: blank,
    });
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({
      name: 'validation_name_characters',
      password: 'validation_registration_password',
    });
    expect(translate('en', 'messages', 'validation_registration_password')).toMatch(/visible symbol.*invisible/);
    expect(translate('sk', 'messages', 'validation_registration_password')).toMatch(/viditeľný symbol.*neviditeľných/);
    expect(translate('en', 'messages', 'validation_name_characters')).toMatch(/line breaks/);
    expect(translate('sk', 'messages', 'validation_name_characters')).toMatch(/zalomenia riadkov/);
  });

  it('registers through the crowd of a crowd host, in the visitor’s language', async () => {
    let body: TRegisterRequest | undefined;
    server.use(
      mockApi('register', async ({ request }) => {
        body = (await request.json()) as TRegisterRequest;
        return HttpResponse.json<TRegisterResponse>({ message: 'registration_successful' }, { status: 201 });
      }),
    );
    const outcome = await submit(DEMO, fields);
    expect(outcome.status).toBe(200);
    expect(outcome.body).toEqual({ message: 'registration_successful', email: 'new@example.com' });
    expect(body).toMatchObject({ ...fields, locale: 'en' });
    expect(typeof body?.crowdId).toBe('number');
  });

  it('shows the API’s 422 errors under their fields', async () => {
    server.use(
      mockApi('register', () =>
        HttpResponse.json<TValidationErrorBody>(
          {
            errors: [
              { param: 'email', msg: 'validation_email_in_use' },
              { param: 'name', msg: 'validation_registration_name' },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const outcome = await submit(MAIN, fields);
    expect(outcome.status).toBe(422);
    expect(outcome.body?.fieldErrors).toEqual({
      email: 'validation_email_in_use',
      name: 'validation_registration_name',
    });
  });

  it.each([
    [426, 'crowd_user_limit_reached'],
    [500, 'default_error'],
  ])('answers %s with the %s toast', async (status, key) => {
    server.use(mockApi('register', () => HttpResponse.json<TErrorBody>({ error: 'default_error' }, { status })));
    const outcome = await submit(DEMO, fields);
    expect(outcome.location).toBe('/register');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: key });
  });

  it('says in how many minutes to try again when rate-limited', async () => {
    server.use(
      mockApi('register', () =>
        HttpResponse.json<TErrorBody>(
          { error: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '59' } },
        ),
      ),
    );
    const outcome = await submit(MAIN, fields);
    expect(outcome.location).toBe('/register');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      message: 'common:rateLimited.tryAgainIn',
      values: { count: 1 },
    });
  });
});
