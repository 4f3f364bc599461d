import type { TUser } from '@crowd/contracts';
import { avatarFileProblem } from '~/features/account/account-forms';
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

const upload = (user: TUser, file: File) => {
  const form = new FormData();
  form.set('subaction', 'avatar');
  form.set('id', String(user.id));
  form.set('version', String(user.version));
  form.set('avatar', file);
  return profileAction(postArgs('/account', form));
};

const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe('avatar upload (spec 5)', () => {
  it('forwards the cropped jpeg as multipart avatar with id and version', async () => {
    const user = makeUser({ version: 5 });
    const api = signIn(user);
    const outcome = await settle(upload(user, new File([bytes], 'avatar.jpg', { type: 'image/jpeg' })));

    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/user/avatar',
        query: {},
        body: { id: String(user.id), version: '5', avatar: { name: 'avatar.jpg', type: 'image/jpeg', size: 7 } },
      },
    ]);
    expect(outcome.location).toBe('/account');
    await expect(flashedToast(outcome)).resolves.toMatchObject({
      type: 'SUCCESS',
      message: 'avatar_upload_successful',
    });
  });

  it('rejects a file that is not a gif, jpeg or png without calling the API', async () => {
    const user = makeUser();
    const api = signIn(user);
    const outcome = await settle(upload(user, new File(['<svg/>'], 'face.svg', { type: 'image/svg+xml' })));

    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ subaction: 'avatar', fieldErrors: { avatar: 'validation_account_avatar' } });
  });

  it('accepts exactly gif, jpeg, jpg and png', () => {
    const file = (name: string, type: string) => new File([bytes], name, { type });
    expect(avatarFileProblem(file('a.gif', 'image/gif'))).toBeNull();
    expect(avatarFileProblem(file('a.jpeg', 'image/jpeg'))).toBeNull();
    expect(avatarFileProblem(file('a.JPG', ''))).toBeNull();
    expect(avatarFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(avatarFileProblem(file('a.webp', 'image/webp'))).toBe('validation_account_avatar');
    expect(avatarFileProblem(file('a.png', 'text/html'))).toBe('validation_account_avatar');
    expect(avatarFileProblem(file('a.exe', 'image/png'))).toBe('validation_account_avatar');
    expect(avatarFileProblem(new File([], '', { type: 'application/octet-stream' }))).toBe('validation_account_avatar');
    expect(avatarFileProblem('a.png')).toBe('validation_account_avatar');
  });

  it('shows a version conflict as the optimistic locking toast', async () => {
    const user = makeUser({ version: 2 });
    signIn(user);
    const outcome = await settle(
      upload({ ...user, version: 1 }, new File([bytes], 'avatar.jpg', { type: 'image/jpeg' })),
    );
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'ERROR', message: 'optimistic_locking_error' });
  });
});
