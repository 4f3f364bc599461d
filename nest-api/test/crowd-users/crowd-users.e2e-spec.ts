import {
  ZAddCrowdUsersResponse,
  ZCrowdUserListResponse,
  ZUpdateCrowdUsersResponse,
  type TTier,
} from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import request from 'supertest';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import type { User } from '../../src/modules/auth/user/entities/user.entity';
import { lastMailTo, sentMails } from '../auth/auth-support';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';

type Method = 'get' | 'post' | 'put' | 'delete';
type Role = 'CROWD_FOLLOWER' | 'CROWD_MANAGER' | 'CROWD_ADMIN';

describe('crowd users (/api/crowdUsers)', () => {
  const testApp = authTestApp();

  const call = (method: Method, path: string, cookie: string) => {
    const agent = request(testApp.app.getHttpServer());
    return agent[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST).set('Cookie', cookie);
  };

  const memberRows = (crowdId: number) =>
    testApp.dataSource.getRepository(CrowdMember).find({ where: { crowdId }, order: { id: 'ASC' } });

  /** A crowd on `tier` whose owner (an admin member) is signed in. */
  async function crowdWithOwner(tier: TTier, overrides: Partial<Crowd> = {}) {
    const owner = await createUser(testApp.dataSource, { name: 'Olga Owner' });
    const crowd = await createCrowd(testApp.dataSource, { tier, ownerId: owner.id, locale: 'sk', ...overrides });
    await addMember(testApp.dataSource, crowd.id, owner.id, 'CROWD_ADMIN');
    return { crowd, owner, cookie: await signIn(testApp.app, owner.email) };
  }

  async function member(crowd: Crowd, role: Role, fields: Partial<User> = {}) {
    const user = await createUser(testApp.dataSource, fields);
    const membership = await addMember(testApp.dataSource, crowd.id, user.id, role);
    return { user, membership };
  }

  async function disable(membership: CrowdMember) {
    await testApp.dataSource.getRepository(CrowdMember).update({ id: membership.id }, { disabled: true });
  }

  const list = async (crowd: Crowd, cookie: string) =>
    ZCrowdUserListResponse.parse((await call('get', `/crowdUsers/${crowd.id}`, cookie).expect(200)).body);

  it('lists the admins and managers, the owner first and flagged, followers left out', async () => {
    const { crowd, owner, cookie } = await crowdWithOwner(2);
    const manager = await member(crowd, 'CROWD_MANAGER', { name: 'Max Manager', email: `b-${Date.now()}@example.com` });
    const unverified = await member(crowd, 'CROWD_MANAGER', { email: `c-${Date.now()}@example.com`, verifiedAt: null });
    await member(crowd, 'CROWD_FOLLOWER');

    const users = await list(crowd, cookie);
    expect(users).toEqual([
      expect.objectContaining({ userId: owner.id, userType: 'admin', owner: true, disabled: false, status: 'ACTIVE' }),
      expect.objectContaining({
        id: manager.membership.id,
        userId: manager.user.id,
        email: manager.user.email,
        name: 'Max Manager',
        userType: 'manager',
        owner: false,
        status: 'ACTIVE',
      }),
      expect.objectContaining({ userId: unverified.user.id, status: 'UNVERIFIED' }),
    ]);
    // A manager sees the same tab.
    const managerCookie = await signIn(testApp.app, manager.user.email);
    expect(await list(crowd, managerCookie)).toHaveLength(3);
  });

  it('promotes followers and outsiders by e-mail; admins and managers already there stay as they are', async () => {
    const { crowd, cookie } = await crowdWithOwner(2);
    const follower = await member(crowd, 'CROWD_FOLLOWER');
    const outsider = await createUser(testApp.dataSource, { email: `Out.Sider-${Date.now()}@Example.com` });
    const manager = await member(crowd, 'CROWD_MANAGER');

    const response = await call('post', '/crowdUsers', cookie)
      .send({
        crowdId: crowd.id,
        userType: 'manager',
        emails: `${follower.user.email}, ${outsider.email.toUpperCase()}; ${manager.user.email}`,
      })
      .expect(201);
    const body = ZAddCrowdUsersResponse.parse(response.body);
    expect(body.message).toBe('crowd_users_added_successfully');
    expect(body.nonExistingMails).toEqual([]);
    expect(body.roles.map((user) => user.userId).sort()).toEqual([follower.user.id, outsider.id].sort());
    expect(body.roles.every((user) => user.userType === 'manager')).toBe(true);

    const rows = await memberRows(crowd.id);
    expect(rows.find((row) => row.userId === outsider.id)).toMatchObject({ role: 'CROWD_MANAGER', disabled: false });
    expect(rows.find((row) => row.userId === follower.user.id)).toMatchObject({ role: 'CROWD_MANAGER' });

    const again = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: [follower.user.email, outsider.email] })
      .expect(201);
    expect(again.body).toEqual({ message: 'crowd_users_already_exist', nonExistingMails: [], roles: [] });
  });

  it("invites unknown e-mails by mail to register on the crowd's site, in the crowd's language", async () => {
    const { crowd, cookie } = await crowdWithOwner(2, { title: 'Green City' });
    const follower = await member(crowd, 'CROWD_FOLLOWER');
    const unknown = `nobody-${Date.now()}@example.com`;

    const response = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: [unknown, follower.user.email] })
      .expect(201);
    expect(response.body).toMatchObject({
      message: 'validation_crowd_users_do_not_exist_some',
      nonExistingMails: [unknown],
      roles: [expect.objectContaining({ userId: follower.user.id })],
    });

    const mail = await lastMailTo(testApp, unknown);
    expect(mail.subject).toBe(translate('sk', 'mail', 'crowdInvitation.subject', { crowdName: 'Green City' }));
    expect(mail.text).toContain('Olga Owner');
    expect(mail.text).toContain(translate('sk', 'common', 'roles.CROWD_MANAGER'));
    expect(mail.text).toContain(`http://${crowd.subdomain}.${MAIN_HOST}/register`);

    const onlyUnknown = `nobody-else-${Date.now()}@example.com`;
    const nobodyAdded = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: [onlyUnknown] })
      .expect(201);
    expect(nobodyAdded.body).toEqual({
      message: 'validation_crowd_users_do_not_exist_some',
      nonExistingMails: [onlyUnknown],
      roles: [],
    });
  });

  it('keeps a private user of another crowd out and does not mail them (they have an account)', async () => {
    const { crowd, cookie } = await crowdWithOwner(2);
    const other = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
    const bound = await createUser(testApp.dataSource, { boundCrowdId: other.id });
    const mailsBefore = (await sentMails(testApp)).filter((mail) => mail.to.includes(bound.email)).length;

    const response = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: [bound.email] })
      .expect(201);
    expect(response.body).toMatchObject({ nonExistingMails: [bound.email], roles: [] });
    expect((await sentMails(testApp)).filter((mail) => mail.to.includes(bound.email))).toHaveLength(mailsBefore);
    expect((await memberRows(crowd.id)).some((row) => row.userId === bound.id)).toBe(false);
  });

  it('adds no more enabled managers than the plan allows, counting only enabled ones', async () => {
    // Concert: 3 managers.
    const { crowd, cookie } = await crowdWithOwner(2);
    await member(crowd, 'CROWD_MANAGER');
    const disabledManager = await member(crowd, 'CROWD_MANAGER');
    await disable(disabledManager.membership);
    const candidates = await Promise.all([1, 2, 3].map(() => createUser(testApp.dataSource)));
    const before = await memberRows(crowd.id);

    const tooMany = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: candidates.map((user) => user.email) })
      .expect(422);
    expect(tooMany.body).toEqual({
      errors: [{ param: 'emails', msg: 'validation_crowd_users_can_only_add', count: 2 }],
    });
    expect(await memberRows(crowd.id)).toEqual(before);

    await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: candidates.slice(0, 2).map((user) => user.email) })
      .expect(201);
    const full = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: [candidates[2]!.email] })
      .expect(422);
    expect(full.body).toEqual({ errors: [{ param: 'emails', msg: 'validation_crowd_users_can_not_add' }] });
  });

  it('offers only the roles of the plan: no managers on party, no further admins below festival', async () => {
    const party = await crowdWithOwner(1);
    const concert = await crowdWithOwner(2);
    const festival = await crowdWithOwner(3);
    const candidate = await createUser(testApp.dataSource);
    const add = (target: { crowd: Crowd; cookie: string }, userType: string) =>
      call('post', '/crowdUsers', target.cookie).send({
        crowdId: target.crowd.id,
        userType,
        emails: [candidate.email],
      });

    await add(party, 'manager').expect(403, { error: 'forbidden' });
    await add(concert, 'admin').expect(403, { error: 'forbidden' });
    expect((await memberRows(concert.crowd.id)).some((row) => row.userId === candidate.id)).toBe(false);
    const added = await add(festival, 'admin').expect(201);
    expect(added.body.roles).toEqual([expect.objectContaining({ userId: candidate.id, userType: 'admin' })]);
  });

  it('validates the e-mails with the contract keys', async () => {
    const { crowd, cookie } = await crowdWithOwner(2);
    const empty = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: ' ,; ' })
      .expect(422);
    expect(empty.body.errors).toEqual([{ param: 'emails', msg: 'validation_crowd_users_emails_empty' }]);
    const invalid = await call('post', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, userType: 'manager', emails: 'ok@example.com not-an-email' })
      .expect(422);
    expect(invalid.body.errors).toEqual([{ param: 'emails', msg: 'validation_crowd_users_emails' }]);
  });

  it('saves staged role and enabled changes of several users together', async () => {
    const { crowd, owner, cookie } = await crowdWithOwner(3);
    const first = await member(crowd, 'CROWD_MANAGER');
    const second = await member(crowd, 'CROWD_ADMIN');

    const response = await call('put', '/crowdUsers', cookie)
      .send({
        crowdId: crowd.id,
        crowdUsers: [
          { id: first.membership.id, version: first.membership.version, userType: 'admin', disabled: false },
          { id: second.membership.id, version: second.membership.version, userType: 'admin', disabled: true },
        ],
      })
      .expect(200);
    const body = ZUpdateCrowdUsersResponse.parse(response.body);
    expect(body.message).toBe('crowd_users_updated_successfully');
    expect(body.crowdUsers.find((user) => user.userId === first.user.id)).toMatchObject({ userType: 'admin' });
    expect(body.crowdUsers.find((user) => user.userId === second.user.id)).toMatchObject({ disabled: true });
    expect(body.crowdUsers[0]).toMatchObject({ userId: owner.id, owner: true });
  });

  it('refuses the whole save when it enables more than the plan allows (nothing changes)', async () => {
    const { crowd, cookie } = await crowdWithOwner(2);
    const managers = await Promise.all([1, 2, 3, 4, 5].map(() => member(crowd, 'CROWD_MANAGER')));
    await disable(managers[3]!.membership);
    await disable(managers[4]!.membership);
    const before = await memberRows(crowd.id);

    const response = await call('put', '/crowdUsers', cookie)
      .send({
        crowdId: crowd.id,
        crowdUsers: [
          { id: managers[0]!.membership.id, userType: 'manager', disabled: true },
          { id: managers[3]!.membership.id, userType: 'manager', disabled: false },
          { id: managers[4]!.membership.id, userType: 'manager', disabled: false },
        ],
      })
      .expect(422);
    expect(response.body).toEqual({ errors: [{ param: 'crowdUsers', msg: 'validation_crowd_users_too_many' }] });
    expect(await memberRows(crowd.id)).toEqual(before);

    // Swapping one enabled manager for a disabled one stays within the three.
    await call('put', '/crowdUsers', cookie)
      .send({
        crowdId: crowd.id,
        crowdUsers: [
          { id: managers[0]!.membership.id, userType: 'manager', disabled: true },
          { id: managers[3]!.membership.id, userType: 'manager', disabled: false },
        ],
      })
      .expect(200);
  });

  it('lets a downgraded crowd reduce its users even while it is still above the limit', async () => {
    const { crowd, cookie } = await crowdWithOwner(2);
    const managers = await Promise.all([1, 2, 3, 4, 5].map(() => member(crowd, 'CROWD_MANAGER')));
    await call('put', '/crowdUsers', cookie)
      .send({
        crowdId: crowd.id,
        crowdUsers: [{ id: managers[0]!.membership.id, userType: 'manager', disabled: true }],
      })
      .expect(200);
  });

  it("skips the owner's unchanged entry, unknown entries and users changed meanwhile, and says only some were saved", async () => {
    const { crowd, owner, cookie } = await crowdWithOwner(3);
    const changedMeanwhile = await member(crowd, 'CROWD_MANAGER');
    const fine = await member(crowd, 'CROWD_MANAGER');
    const ownerRow = (await memberRows(crowd.id)).find((row) => row.userId === owner.id)!;
    await testApp.dataSource
      .getRepository(CrowdMember)
      .update({ id: changedMeanwhile.membership.id }, { version: changedMeanwhile.membership.version + 1 });

    const response = await call('put', '/crowdUsers', cookie)
      .send({
        crowdId: crowd.id,
        crowdUsers: [
          { id: ownerRow.id, userType: 'admin', disabled: false },
          {
            id: changedMeanwhile.membership.id,
            version: changedMeanwhile.membership.version,
            userType: 'admin',
            disabled: false,
          },
          { id: fine.membership.id, version: fine.membership.version, userType: 'admin', disabled: false },
          { id: 999999, userType: 'admin', disabled: false },
        ],
      })
      .expect(200);
    expect(response.body.message).toBe('crowd_users_updated_some');
    const rows = await memberRows(crowd.id);
    expect(rows.find((row) => row.userId === owner.id)).toMatchObject({ role: 'CROWD_ADMIN', disabled: false });
    expect(rows.find((row) => row.id === changedMeanwhile.membership.id)).toMatchObject({ role: 'CROWD_MANAGER' });
    expect(rows.find((row) => row.id === fine.membership.id)).toMatchObject({ role: 'CROWD_ADMIN' });
  });

  it('removes the role, the user stays a follower; the owner cannot be removed', async () => {
    const { crowd, owner, cookie } = await crowdWithOwner(2);
    const manager = await member(crowd, 'CROWD_MANAGER');

    await call('delete', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, crowdUserId: manager.membership.id })
      .expect(200, { message: 'crowd_user_deleted' });
    expect((await memberRows(crowd.id)).find((row) => row.id === manager.membership.id)).toMatchObject({
      role: 'CROWD_FOLLOWER',
      disabled: false,
    });
    expect((await list(crowd, cookie)).map((user) => user.userId)).toEqual([owner.id]);

    const ownerRow = (await memberRows(crowd.id)).find((row) => row.userId === owner.id)!;
    await call('delete', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, crowdUserId: ownerRow.id })
      .expect(403, { error: 'crowd_users_owner_unchangeable' });
    await call('delete', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, crowdUserId: manager.membership.id })
      .expect(404);
  });

  it('keeps an enabled admin in a crowd whose owner is gone: the last admin cannot demote or remove themselves', async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 3, ownerId: null });
    const admin = await member(crowd, 'CROWD_ADMIN');
    const cookie = await signIn(testApp.app, admin.user.email);

    const demote = await call('put', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, crowdUsers: [{ id: admin.membership.id, userType: 'manager', disabled: false }] })
      .expect(422);
    expect(demote.body).toEqual({ errors: [{ param: 'crowdUsers', msg: 'validation_crowd_users_last_admin' }] });
    const remove = await call('delete', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, crowdUserId: admin.membership.id })
      .expect(422);
    expect(remove.body).toEqual({ errors: [{ param: 'crowdUserId', msg: 'validation_crowd_users_last_admin' }] });

    // With a second admin the first may step down.
    const second = await member(crowd, 'CROWD_ADMIN');
    await call('put', '/crowdUsers', cookie)
      .send({ crowdId: crowd.id, crowdUsers: [{ id: admin.membership.id, userType: 'manager', disabled: false }] })
      .expect(200);
    expect((await memberRows(crowd.id)).find((row) => row.id === second.membership.id)).toMatchObject({
      role: 'CROWD_ADMIN',
    });
  });

  it('refuses followers and disabled managers, changing nothing', async () => {
    const { crowd } = await crowdWithOwner(2);
    const follower = await member(crowd, 'CROWD_FOLLOWER');
    const disabledManager = await member(crowd, 'CROWD_MANAGER');
    await disable(disabledManager.membership);
    const candidate = await createUser(testApp.dataSource);
    const before = await memberRows(crowd.id);

    for (const user of [follower.user, disabledManager.user]) {
      const cookie = await signIn(testApp.app, user.email);
      await call('get', `/crowdUsers/${crowd.id}`, cookie).expect(403);
      await call('post', '/crowdUsers', cookie)
        .send({ crowdId: crowd.id, userType: 'manager', emails: [candidate.email] })
        .expect(403);
      await call('put', '/crowdUsers', cookie)
        .send({
          crowdId: crowd.id,
          crowdUsers: [{ id: disabledManager.membership.id, userType: 'manager', disabled: false }],
        })
        .expect(403);
      await call('delete', '/crowdUsers', cookie)
        .send({ crowdId: crowd.id, crowdUserId: disabledManager.membership.id })
        .expect(403);
    }
    expect(await memberRows(crowd.id)).toEqual(before);
  });

  describe('who may change whom (decision 015)', () => {
    /** A Festival crowd with its owner, a second admin and a manager, each signed in. */
    async function festivalStaff() {
      const { crowd, owner, cookie: ownerCookie } = await crowdWithOwner(3);
      const admin = await member(crowd, 'CROWD_ADMIN');
      const manager = await member(crowd, 'CROWD_MANAGER');
      const otherManager = await member(crowd, 'CROWD_MANAGER');
      const ownerRow = (await memberRows(crowd.id)).find((row) => row.userId === owner.id)!;
      return {
        crowd,
        owner: { membership: ownerRow, cookie: ownerCookie },
        admin: { ...admin, cookie: await signIn(testApp.app, admin.user.email) },
        manager: { ...manager, cookie: await signIn(testApp.app, manager.user.email) },
        otherManager,
      };
    }
    const put = (crowd: Crowd, cookie: string, entries: Array<{ id: number; userType: string; disabled: boolean }>) =>
      call('put', '/crowdUsers', cookie).send({ crowdId: crowd.id, crowdUsers: entries });
    const adminsOnly = { error: 'crowd_users_admin_role_admins_only' };
    const ownerUnchangeable = { error: 'crowd_users_owner_unchangeable' };

    it('refuses a manager who makes themself or anyone else an admin, changing nothing', async () => {
      const { crowd, manager, otherManager } = await festivalStaff();
      const follower = await member(crowd, 'CROWD_FOLLOWER');
      const before = await memberRows(crowd.id);

      await put(crowd, manager.cookie, [{ id: manager.membership.id, userType: 'admin', disabled: false }]).expect(
        403,
        adminsOnly,
      );
      // Refused whole, also beside an entry the manager may change.
      await put(crowd, manager.cookie, [
        { id: otherManager.membership.id, userType: 'manager', disabled: true },
        { id: otherManager.membership.id, userType: 'admin', disabled: false },
      ]).expect(403, adminsOnly);
      await call('post', '/crowdUsers', manager.cookie)
        .send({ crowdId: crowd.id, userType: 'admin', emails: [follower.user.email] })
        .expect(403, adminsOnly);
      expect(await memberRows(crowd.id)).toEqual(before);
    });

    it('refuses a manager who demotes, disables or removes an admin, changing nothing', async () => {
      const { crowd, admin, manager } = await festivalStaff();
      const before = await memberRows(crowd.id);

      await put(crowd, manager.cookie, [{ id: admin.membership.id, userType: 'manager', disabled: false }]).expect(
        403,
        adminsOnly,
      );
      await put(crowd, manager.cookie, [{ id: admin.membership.id, userType: 'admin', disabled: true }]).expect(
        403,
        adminsOnly,
      );
      await call('delete', '/crowdUsers', manager.cookie)
        .send({ crowdId: crowd.id, crowdUserId: admin.membership.id })
        .expect(403, adminsOnly);
      expect(await memberRows(crowd.id)).toEqual(before);
    });

    it("lets a manager add, disable, enable and remove managers' roles", async () => {
      const { crowd, manager, otherManager } = await festivalStaff();
      const follower = await member(crowd, 'CROWD_FOLLOWER');

      await call('post', '/crowdUsers', manager.cookie)
        .send({ crowdId: crowd.id, userType: 'manager', emails: [follower.user.email] })
        .expect(201);
      await put(crowd, manager.cookie, [
        { id: otherManager.membership.id, userType: 'manager', disabled: true },
      ]).expect(200);
      await put(crowd, manager.cookie, [
        { id: otherManager.membership.id, userType: 'manager', disabled: false },
      ]).expect(200);
      await call('delete', '/crowdUsers', manager.cookie)
        .send({ crowdId: crowd.id, crowdUserId: otherManager.membership.id })
        .expect(200);
      const rows = await memberRows(crowd.id);
      expect(rows.find((row) => row.userId === follower.user.id)).toMatchObject({ role: 'CROWD_MANAGER' });
      expect(rows.find((row) => row.id === otherManager.membership.id)).toMatchObject({ role: 'CROWD_FOLLOWER' });
    });

    it('lets an admin grant, change and remove the admin role', async () => {
      const { crowd, admin, manager, otherManager } = await festivalStaff();
      const follower = await member(crowd, 'CROWD_FOLLOWER');

      await call('post', '/crowdUsers', admin.cookie)
        .send({ crowdId: crowd.id, userType: 'admin', emails: [follower.user.email] })
        .expect(201);
      await put(crowd, admin.cookie, [{ id: manager.membership.id, userType: 'admin', disabled: false }]).expect(200);
      await put(crowd, admin.cookie, [{ id: manager.membership.id, userType: 'manager', disabled: false }]).expect(200);
      await put(crowd, admin.cookie, [{ id: otherManager.membership.id, userType: 'admin', disabled: true }]).expect(
        200,
      );
      await call('delete', '/crowdUsers', admin.cookie)
        .send({ crowdId: crowd.id, crowdUserId: otherManager.membership.id })
        .expect(200);
      const rows = await memberRows(crowd.id);
      expect(rows.find((row) => row.userId === follower.user.id)).toMatchObject({ role: 'CROWD_ADMIN' });
      expect(rows.find((row) => row.id === manager.membership.id)).toMatchObject({ role: 'CROWD_MANAGER' });
      expect(rows.find((row) => row.id === otherManager.membership.id)).toMatchObject({ role: 'CROWD_FOLLOWER' });
    });

    it('lets nobody demote, disable or remove the owner, not even the owner or another admin', async () => {
      const { crowd, owner, admin, manager } = await festivalStaff();
      const before = await memberRows(crowd.id);

      for (const cookie of [owner.cookie, admin.cookie, manager.cookie]) {
        await put(crowd, cookie, [{ id: owner.membership.id, userType: 'manager', disabled: false }]).expect(
          403,
          ownerUnchangeable,
        );
        await put(crowd, cookie, [{ id: owner.membership.id, userType: 'admin', disabled: true }]).expect(
          403,
          ownerUnchangeable,
        );
        await call('delete', '/crowdUsers', cookie)
          .send({ crowdId: crowd.id, crowdUserId: owner.membership.id })
          .expect(403, ownerUnchangeable);
      }
      expect(await memberRows(crowd.id)).toEqual(before);
    });
  });
});
