import {
  PLANS,
  type TAddCrowdUsersResponse,
  type TCrowd,
  type TCrowdUser,
  type TValidationErrorBody,
} from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from '../../../../test/mocks/api';
import { makeCrowd as makeCrowdOf } from '../../../../test/mocks/crowd-admin-factories';
import { makeUser } from '../../../../test/mocks/factories';
import { server, setupMockApi } from '../../../../test/mocks/server';
import { flashedToast, getArgs, postArgs, settle } from '../../../../test/route-args';
import { crowdUsersAction, loadCrowdUsers } from './users.server';

setupMockApi();

const CROWD_ID = 7;

const makeCrowd = (overrides: Partial<TCrowd> = {}): TCrowd => makeCrowdOf({ id: CROWD_ID, ...overrides });

const makeCrowdUser = (overrides: Partial<TCrowdUser> = {}): TCrowdUser => ({
  id: 21,
  version: 1,
  userId: 31,
  email: 'max@example.com',
  name: 'Max',
  userType: 'manager',
  owner: false,
  disabled: false,
  status: 'ACTIVE',
  ...overrides,
});

const OWNER = makeCrowdUser({ id: 20, userId: 30, email: 'olga@example.com', userType: 'admin', owner: true });
const MAX = makeCrowdUser();
const EVA = makeCrowdUser({ id: 22, userId: 32, email: 'eva@example.com', name: 'Eva', disabled: true });

/** A signed-in admin of crowd 7; returns the bodies the API received by operation. */
function signedIn(crowd: TCrowd = makeCrowd(), users: TCrowdUser[] = [OWNER, MAX, EVA]) {
  const received: Record<string, unknown[]> = {};
  const keep = (id: string, body: unknown) => (received[id] ??= []).push(body);
  server.use(
    mockApi('getUser', () => HttpResponse.json(makeUser())),
    mockApi('listCrowds', () => HttpResponse.json([crowd])),
    mockApi('listCrowdUsers', () => HttpResponse.json(users)),
    mockApi('updateCrowd', async ({ request }) => {
      const body = await request.json();
      keep('updateCrowd', body);
      return HttpResponse.json({ ...crowd, ...body, version: crowd.version + 1 } as TCrowd);
    }),
    mockApi('updateCrowdUsers', async ({ request }) => {
      keep('updateCrowdUsers', await request.json());
      return HttpResponse.json({ message: 'crowd_users_updated_successfully', crowdUsers: users });
    }),
    mockApi('deleteCrowdUser', async ({ request }) => {
      keep('deleteCrowdUser', await request.json());
      return HttpResponse.json({ message: 'crowd_user_deleted' as const });
    }),
  );
  return received;
}

const PAGE = `/crowds/${CROWD_ID}/users`;
const params = { crowdId: String(CROWD_ID) };
const load = (path = PAGE) => settle(loadCrowdUsers({ ...getArgs(path), params }));
const post = (form: Record<string, string> | FormData) => settle(crowdUsersAction({ ...postArgs(PAGE, form), params }));

describe('crowd users tab (spec 2, 4, 5, 8)', () => {
  it('redirects to the crowd when the plan has no users tab', async () => {
    signedIn(makeCrowd({ features: { ...PLANS[1].features } }));
    const page = await load();
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/crowds/${CROWD_ID}`);
  });

  it('lists the users, offers the roles of the plan and the privacy card only with privateCrowd to admins', async () => {
    signedIn();
    expect((await load()).body).toMatchObject({
      users: [{ id: OWNER.id }, { id: MAX.id }, { id: EVA.id }],
      userTypes: ['manager'],
      privacy: { id: CROWD_ID, version: 3, privateCrowd: false, privateUsersFeature: false },
      confirmDeleteId: null,
    });

    signedIn(makeCrowd({ features: { ...PLANS[3].features } }));
    expect((await load()).body).toMatchObject({
      userTypes: ['manager', 'admin'],
      privacy: { privateUsersFeature: true },
    });

    // A manager is offered the manager role only: the admin role is the admins' to grant (decision 015).
    signedIn(makeCrowd({ role: 'CROWD_MANAGER', features: { ...PLANS[3].features } }));
    expect((await load()).body).toMatchObject({ actorRole: 'CROWD_MANAGER', userTypes: ['manager'], privacy: null });
  });

  it('confirms a removal in the page without JavaScript, never for the owner, nor for an admin to a manager', async () => {
    const ADA = makeCrowdUser({ id: 23, userId: 33, email: 'ada@example.com', name: 'Ada', userType: 'admin' });
    signedIn(makeCrowd(), [OWNER, MAX, ADA]);
    expect((await load(`${PAGE}?delete=${MAX.id}`)).body).toMatchObject({ confirmDeleteId: MAX.id });
    expect((await load(`${PAGE}?delete=${ADA.id}`)).body).toMatchObject({ confirmDeleteId: ADA.id });
    expect((await load(`${PAGE}?delete=${OWNER.id}`)).body).toMatchObject({ confirmDeleteId: null });

    signedIn(makeCrowd({ role: 'CROWD_MANAGER' }), [OWNER, MAX, ADA]);
    expect((await load(`${PAGE}?delete=${MAX.id}`)).body).toMatchObject({ confirmDeleteId: MAX.id });
    expect((await load(`${PAGE}?delete=${ADA.id}`)).body).toMatchObject({ confirmDeleteId: null });
  });

  it('saves only the changed privacy fields with id and version, splitting the allowed list', async () => {
    const received = signedIn();
    const outcome = await post({
      subaction: 'privacy',
      id: String(CROWD_ID),
      version: '3',
      privateCrowd: 'on',
      allowedDomains: 'example.com, Jane@Other.org;\nthird.net',
    });
    expect(received.updateCrowd).toEqual([
      { id: CROWD_ID, version: 3, privateCrowd: true, allowedDomains: ['example.com', 'jane@other.org', 'third.net'] },
    ]);
    expect(outcome.location).toBe(PAGE);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'crowd_update_successful' });
  });

  it('refuses a private crowd without allowed e-mails, sending nothing', async () => {
    const received = signedIn();
    const outcome = await post({ subaction: 'privacy', id: String(CROWD_ID), version: '3', privateCrowd: 'on' });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({
      fieldErrors: { allowedDomains: 'validation_crowd_private_allowed_emails_empty' },
    });
    expect(received.updateCrowd).toBeUndefined();
  });

  it.each([
    [
      { message: 'crowd_users_added_successfully', nonExistingMails: [], roles: [MAX] },
      'SUCCESS',
      'crowd_users_added_successfully',
    ],
    [{ message: 'crowd_users_already_exist', nonExistingMails: [], roles: [] }, 'WARNING', 'crowd_users_already_exist'],
    [
      { message: 'validation_crowd_users_do_not_exist_some', nonExistingMails: ['new@example.com'], roles: [MAX] },
      'WARNING',
      'crowdAdmin:users.add.someInvited',
    ],
  ] as const)('tells the outcome of adding users (%#)', async (answer, type, message) => {
    signedIn();
    server.use(
      mockApi('addCrowdUsers', () => HttpResponse.json(answer as unknown as TAddCrowdUsersResponse, { status: 201 })),
    );
    const outcome = await post({ subaction: 'add', emails: 'max@example.com new@example.com', userType: 'manager' });
    expect(outcome.location).toBe(PAGE);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type, message });
  });

  it('puts "nobody exists, they were invited" on the field when nobody was added', async () => {
    signedIn();
    let sent: unknown;
    server.use(
      mockApi('addCrowdUsers', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'validation_crowd_users_do_not_exist_some', nonExistingMails: ['new@example.com'], roles: [] },
          { status: 201 },
        );
      }),
    );
    const outcome = await post({ subaction: 'add', emails: 'New@example.com; new@example.com', userType: 'manager' });
    expect(sent).toEqual({ crowdId: CROWD_ID, emails: ['new@example.com'], userType: 'manager' });
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ fieldErrors: { emails: 'crowdAdmin:users.add.invited' } });
  });

  it("shows the plan's limit with the remaining count on the e-mails field", async () => {
    signedIn();
    server.use(
      mockApi('addCrowdUsers', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'emails', msg: 'validation_crowd_users_can_only_add', count: 1 }] },
          { status: 422 },
        ),
      ),
    );
    const outcome = await post({ subaction: 'add', emails: 'a@example.com b@example.com', userType: 'manager' });
    expect(outcome.body).toMatchObject({ fieldErrors: { emails: 'validation_crowd_users_can_only_add|1' } });
  });

  it('sends only the changed rows of the table, with their versions', async () => {
    const received = signedIn();
    const form = new FormData();
    form.set('subaction', 'save');
    // Max unchanged, Eva enabled (her checkbox now posts "on").
    for (const [user, enabled] of [
      [MAX, true],
      [EVA, true],
    ] as const) {
      form.append('id', String(user.id));
      form.set(`version-${user.id}`, String(user.version));
      form.set(`was-${user.id}`, `${user.userType}:${user.disabled ? 'disabled' : 'enabled'}`);
      form.set(`userType-${user.id}`, user.userType);
      if (enabled) form.set(`enabled-${user.id}`, 'on');
    }
    const outcome = await post(form);
    expect(received.updateCrowdUsers).toEqual([
      { crowdId: CROWD_ID, crowdUsers: [{ id: EVA.id, version: 1, userType: 'manager', disabled: false }] },
    ]);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ message: 'crowd_users_updated_successfully' });

    const nothing = await post({ subaction: 'save' });
    expect(received.updateCrowdUsers).toHaveLength(1);
    await expect(flashedToast(nothing)).resolves.toMatchObject({ type: 'INFO' });
  });

  it('warns when only some users were saved, and shows the limit error as a toast', async () => {
    signedIn();
    const row = {
      subaction: 'save',
      id: String(MAX.id),
      [`was-${MAX.id}`]: 'manager:enabled',
      [`userType-${MAX.id}`]: 'manager',
    };
    server.use(
      mockApi('updateCrowdUsers', () =>
        HttpResponse.json({ message: 'crowd_users_updated_some', crowdUsers: [OWNER] }),
      ),
    );
    await expect(flashedToast(await post(row))).resolves.toMatchObject({
      type: 'WARNING',
      message: 'crowd_users_updated_some',
    });
    server.use(
      mockApi('updateCrowdUsers', () =>
        HttpResponse.json<TValidationErrorBody>(
          { errors: [{ param: 'crowdUsers', msg: 'validation_crowd_users_too_many' }] },
          { status: 422 },
        ),
      ),
    );
    await expect(flashedToast(await post(row))).resolves.toMatchObject({
      type: 'ERROR',
      message: 'validation_crowd_users_too_many',
    });
  });

  it('removes a user and says so', async () => {
    const received = signedIn();
    const outcome = await post({ subaction: 'remove', crowdUserId: String(MAX.id) });
    expect(received.deleteCrowdUser).toEqual([{ crowdId: CROWD_ID, crowdUserId: MAX.id }]);
    expect(outcome.location).toBe(PAGE);
    await expect(flashedToast(outcome)).resolves.toMatchObject({ type: 'SUCCESS', message: 'crowd_user_deleted' });
  });
});
