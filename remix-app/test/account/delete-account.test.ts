import type { TEraseUserOwnsCrowdsError, TEraseUserResponse, TValidationErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { profileAction } from '~/features/account/profile.server';
import { accountApi } from '../mocks/account';
import { mockApi } from '../mocks/api';
import { makeUser } from '../mocks/factories';
import { server, setupMockApi } from '../mocks/server';
import { flashedToast, postArgs, settle } from '../route-args';

setupMockApi();

/** The signed-in user and DELETE /user answering with `answer`; the bodies it was sent. */
function eraseApi(hasPassword: boolean, answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    ...accountApi({ user: makeUser({ hasPassword }) }).handlers,
    mockApi('eraseUser', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const erased = () => HttpResponse.json<TEraseUserResponse>({ status: 'erased', message: 'account_erased' });

describe('delete account (decision 034)', () => {
  it('erases with the password and the content choice, then greets the signed-out visitor at home', async () => {
    const sent = eraseApi(true, erased);
    const outcome = await settle(
      profileAction(
        postArgs('/account', {
          subaction: 'deleteAccount',
          password: 'Secret-Pass1',
          removeContent: 'on',
          confirmed: 'yes',
        }),
      ),
    );
    expect(sent).toEqual([{ password: 'Secret-Pass1', removeContent: true }]);
    expect(outcome.location).toBe('/');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'account_erased' });
  });

  it('erases nothing unconfirmed (a post without the dialog or the checkbox)', async () => {
    const sent = eraseApi(true, erased);
    const outcome = await settle(
      profileAction(postArgs('/account', { subaction: 'deleteAccount', password: 'Secret-Pass1' })),
    );
    expect(outcome.status).toBe(422);
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under the password field', async () => {
    eraseApi(true, () =>
      HttpResponse.json<TValidationErrorBody>(
        { errors: [{ param: 'password', msg: 'validation_account_erase_password' }] },
        { status: 422 },
      ),
    );
    const outcome = await settle(
      profileAction(postArgs('/account', { subaction: 'deleteAccount', password: 'Wrong-Pass1', confirmed: 'yes' })),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      subaction: 'deleteAccount',
      fieldErrors: { password: 'validation_account_erase_password' },
    });
  });

  it("lists an owner's crowds to hand over first", async () => {
    const crowds = [{ id: 4, name: 'Bike lanes' }];
    eraseApi(true, () =>
      HttpResponse.json<TEraseUserOwnsCrowdsError>({ error: 'account_erase_owns_crowds', crowds }, { status: 409 }),
    );
    const outcome = await settle(
      profileAction(postArgs('/account', { subaction: 'deleteAccount', password: 'Secret-Pass1', confirmed: 'yes' })),
    );
    expect(outcome.status).toBe(409);
    expect(outcome.body).toEqual({ ownedCrowds: crowds });
  });

  it('asks for a confirmation link for an account without a password, and stays on the page', async () => {
    const sent = eraseApi(false, () =>
      HttpResponse.json<TEraseUserResponse>({ status: 'link_sent', message: 'account_erasure_link_sent' }),
    );
    const outcome = await settle(profileAction(postArgs('/account', { subaction: 'deleteAccount', confirmed: 'yes' })));
    expect(sent).toEqual([{ removeContent: false }]);
    expect(outcome.location).toBe('/account');
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'INFO', message: 'account_erasure_link_sent' });
  });
});
