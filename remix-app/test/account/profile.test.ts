import type { TUser, TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loadProfile, profileAction, profileChanges } from '~/features/account/profile.server';
import { accountApi } from '../mocks/account';
import { makeUser } from '../mocks/factories';
import { mockApi } from '../mocks/api';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, getArgs, lngSetBy, postArgs, settle } from '../route-args';

setupMockApi();

function signIn(user: TUser) {
  const api = accountApi({ user });
  server.use(...api.handlers);
  return api;
}

const profileForm = (user: TUser, fields: Partial<Record<'name' | 'about' | 'locale', string>> = {}) => ({
  subaction: 'profile',
  id: String(user.id),
  version: String(user.version),
  name: user.name,
  about: user.about,
  locale: user.locale,
  ...fields,
});

const writes = (api: ReturnType<typeof accountApi>) => api.calls.filter((call) => call.method !== 'GET');

describe('profile (spec 5)', () => {
  it('loads the user for the page', async () => {
    const user = makeUser({ name: 'Ada', version: 3 });
    signIn(user);
    const outcome = await settle(loadProfile(getArgs('/account')));
    expect(outcome.body).toMatchObject({ user: { id: user.id, version: 3, name: 'Ada', hasPassword: true } });
  });

  it('sends only the changed fields, with id and version', async () => {
    const user = makeUser({ name: 'Ada', about: 'Maths', locale: 'en', version: 2 });
    const api = signIn(user);
    const outcome = await settle(profileAction(postArgs('/account?index', profileForm(user, { name: 'Ada King' }))));

    expect(writes(api)).toEqual([
      { method: 'PUT', path: '/user', query: {}, body: { id: user.id, version: 2, name: 'Ada King' } },
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/account');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'account_update_successful',
      durationMs: 3000,
    });
    await expect(lngSetBy(outcome)).resolves.toBeNull();
  });

  it('sends nothing when nothing changed', async () => {
    const user = makeUser({ about: 'Maths' });
    const api = signIn(user);
    const outcome = await settle(profileAction(postArgs('/account/profile', profileForm(user))));

    expect(writes(api)).toEqual([]);
    expect(outcome.location).toBe('/account/profile');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'INFO',
      message: 'account:profile.nothingChanged',
    });
  });

  it('leaves out fields emptied in the form and stores a new locale in the lng cookie too', async () => {
    const user = makeUser({ about: 'Maths', locale: 'en' });
    const api = signIn(user);
    const outcome = await settle(
      profileAction(postArgs('/account/profile', profileForm(user, { about: '', locale: 'sk' }))),
    );

    expect(writes(api).map((call) => call.body)).toEqual([{ id: user.id, version: user.version, locale: 'sk' }]);
    await expect(lngSetBy(outcome)).resolves.toBe('sk');
  });

  it('keeps only changed, non-empty fields', () => {
    const stored = { name: 'Ada', about: '', locale: 'en' as const, timeZone: 'UTC' };
    expect(profileChanges(stored, { name: 'Ada', about: '', locale: 'en', timeZone: 'UTC' })).toEqual({});
    expect(profileChanges(stored, { name: 'Bob', about: 'Hi', locale: 'sk', timeZone: 'Europe/Bratislava' })).toEqual({
      name: 'Bob',
      about: 'Hi',
      locale: 'sk',
      timeZone: 'Europe/Bratislava',
    });
  });

  it('validates with the contracts schema before calling the API', async () => {
    const user = makeUser();
    const api = signIn(user);
    const outcome = await settle(
      profileAction(postArgs('/account/profile', profileForm(user, { name: '   ', about: 'x'.repeat(601) }))),
    );

    expect(writes(api)).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'profile',
      fieldErrors: { name: 'validation_account_name', about: 'validation_account_about' },
      // Without JavaScript the page comes back with what was typed.
      repopulateFields: { about: 'x'.repeat(601) },
    });
  });

  it('shows a version conflict (409 with X-Stale-Entity) as the optimistic locking toast for 5 s', async () => {
    const user = makeUser({ version: 4 });
    const api = signIn(user);
    const stale = { ...user, version: 3 };
    const outcome = await settle(profileAction(postArgs('/account/profile', profileForm(stale, { name: 'Late' }))));

    expect(writes(api).map((call) => call.body)).toEqual([{ id: user.id, version: 3, name: 'Late' }]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe('/account/profile');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'ERROR',
      message: 'optimistic_locking_error',
      durationMs: 5000,
    });
  });

  it('puts the API’s 422 field errors under the fields', async () => {
    const user = makeUser();
    signIn(user);
    server.use(
      mockApi('updateUser', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'name', msg: 'validation_account_name' }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await settle(profileAction(postArgs('/account/profile', profileForm(user, { name: 'Nope' }))));

    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ subaction: 'profile', fieldErrors: { name: 'validation_account_name' } });
  });
});
