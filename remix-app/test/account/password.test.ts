import type { TUser } from '@crowd/contracts';
import { profileAction } from '~/features/account/profile.server';
import { accountApi } from '../mocks/account';
import { makeUser } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, postArgs, settle } from '../route-args';

setupMockApi();

function signIn(user: TUser) {
  const api = accountApi({ user });
  server.use(...api.handlers);
  return api;
}

const passwordForm = (user: TUser, fields: Record<string, string>) => ({
  subaction: 'password',
  id: String(user.id),
  version: String(user.version),
  ...fields,
});
const writes = (api: ReturnType<typeof accountApi>) => api.calls.filter((call) => call.method !== 'GET');

describe('change password (user with a password)', () => {
  it('sends the current and the new password with id and version', async () => {
    const user = makeUser({ hasPassword: true, version: 1 });
    const api = signIn(user);
    const outcome = await settle(
      profileAction(
        postArgs(
          '/account/profile',
          passwordForm(user, { currentPassword: 'Current1!', password: 'Newpass1!', confirmPassword: 'Newpass1!' }),
        ),
      ),
    );

    expect(writes(api)).toEqual([
      {
        method: 'PUT',
        path: '/user/password',
        query: {},
        body: {
          id: user.id,
          version: 1,
          currentPassword: 'Current1!',
          password: 'Newpass1!',
          confirmPassword: 'Newpass1!',
        },
      },
    ]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'change_password_successful',
    });
  });

  it('shows a wrong current password under the current password field', async () => {
    const user = makeUser({ hasPassword: true });
    signIn(user);
    const outcome = await settle(
      profileAction(
        postArgs(
          '/account/profile',
          passwordForm(user, { currentPassword: 'Wrong1!x', password: 'Newpass1!', confirmPassword: 'Newpass1!' }),
        ),
      ),
    );

    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'password',
      fieldErrors: { currentPassword: 'validation_invalid_current_password' },
    });
    // Passwords are never written back into the page.
    expect((outcome.body as { repopulateFields?: unknown }).repopulateFields).toBeUndefined();
  });

  it('checks the fields with the change-password rules first', async () => {
    const user = makeUser({ hasPassword: true });
    const api = signIn(user);
    const outcome = await settle(
      profileAction(postArgs('/account/profile', passwordForm(user, { password: 'short', confirmPassword: 'other' }))),
    );

    expect(writes(api)).toEqual([]);
    expect(outcome.body).toMatchObject({
      fieldErrors: {
        currentPassword: 'validation_change_password_currentPassword',
        password: 'validation_change_password_password',
      },
    });
  });
});

describe('set password (user without one)', () => {
  it('sends the new password without a current one', async () => {
    const user = makeUser({ hasPassword: false });
    const api = signIn(user);
    const outcome = await settle(
      profileAction(
        postArgs(
          '/account/profile',
          passwordForm(user, { currentPassword: 'ignored', password: 'Newpass1!', confirmPassword: 'Newpass1!' }),
        ),
      ),
    );

    expect(writes(api).map((call) => call.body)).toEqual([
      { id: user.id, version: user.version, password: 'Newpass1!', confirmPassword: 'Newpass1!' },
    ]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'set_password_successful' });
  });

  it('uses the registration messages', async () => {
    const user = makeUser({ hasPassword: false });
    signIn(user);
    const outcome = await settle(
      profileAction(
        postArgs('/account/profile', passwordForm(user, { password: 'Newpass1!', confirmPassword: 'Newpass2!' })),
      ),
    );

    expect(outcome.body).toMatchObject({
      fieldErrors: { confirmPassword: 'validation_registration_confirmPassword' },
    });
  });
});
