import request from 'supertest';
import { ZMarkNotificationsReadResponse, ZNotificationListResponse, ZTopBarResponse } from '@crowd/contracts';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { createCrowd, createUser } from '../support/factories';

type Method = 'get' | 'put';

/** GET /notification (paging, counts, newest first) and PUT /notification (read marks of one's own). */
describe('the signed-in user’s notifications (GET, PUT /api/notification)', () => {
  const testApp = authTestApp();

  const call = (method: Method, path: string, cookie?: string) => {
    const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };

  const T0 = Date.parse('2026-01-01T10:00:00.000Z');

  /** A signed-in user with `count` notifications, the i-th created i minutes after T0 (so the last is newest). */
  async function userWithNotifications(count: number, options: { read?: (index: number) => boolean } = {}) {
    const crowd = await createCrowd(testApp.dataSource);
    const user = await createUser(testApp.dataSource);
    const repository = testApp.dataSource.getRepository(Notification);
    const rows: Notification[] = [];
    for (let index = 0; index < count; index += 1) {
      rows.push(
        await repository.save(
          repository.create({
            userId: user.id,
            type: 'ideaLiked',
            entityType: 'idea',
            entityId: 1000 + index,
            crowdId: crowd.id,
            eventKey: `test:${user.id}:${index}`,
            data: { name: `Idea ${index}`, domain: `${crowd.subdomain}.${MAIN_HOST}` },
            createdAt: new Date(T0 + index * 60_000),
            readAt: options.read?.(index) ? new Date(T0) : null,
          }),
        ),
      );
    }
    return { user, crowd, rows, cookie: await signIn(testApp.app, user.email) };
  }

  async function list(cookie: string, query = '') {
    return ZNotificationListResponse.parse((await call('get', `/notification${query}`, cookie).expect(200)).body);
  }

  it('answers 401 to signed-out visitors, for both calls', async () => {
    await call('get', '/notification').expect(401, { error: 'unauthorized' });
    await call('put', '/notification').send({}).expect(401, { error: 'unauthorized' });
  });

  it('lists 20 newest first by default, pages by offset and limit, and counts all and unread', async () => {
    const { rows, cookie } = await userWithNotifications(25, { read: (index) => index < 5 });
    const newestFirst = [...rows].reverse();

    const first = await list(cookie);
    expect(first.notifications.map((n) => n.id)).toEqual(newestFirst.slice(0, 20).map((row) => row.id));
    expect(first).toMatchObject({ allCount: 25, unreadCount: 20 });
    expect(first.notifications[0]).toEqual({
      id: rows[24]!.id,
      type: 'ideaLiked',
      entityType: 'idea',
      entityId: 1024,
      crowdId: rows[24]!.crowdId,
      data: rows[24]!.data,
      createdAt: new Date(T0 + 24 * 60_000).toISOString(),
      readAt: null,
    });

    const page = await list(cookie, '?offset=20&limit=3');
    expect(page.notifications.map((n) => n.id)).toEqual(newestFirst.slice(20, 23).map((row) => row.id));
    expect(page.notifications.every((n) => n.readAt !== null)).toBe(true);
    expect(page).toMatchObject({ allCount: 25, unreadCount: 20 });

    // Past the end: no rows, the counts all the same.
    expect(await list(cookie, '?offset=30')).toMatchObject({ notifications: [], allCount: 25, unreadCount: 20 });
  });

  it('refuses a limit over the contract’s maximum and a negative offset with 422', async () => {
    const { cookie } = await userWithNotifications(0);
    const tooMany = await call('get', '/notification?limit=101', cookie).expect(422);
    expect(tooMany.body).toEqual({ errors: [{ param: 'limit', msg: 'validation_invalid_value' }] });
    await call('get', '/notification?offset=-1', cookie).expect(422);
  });

  it('shows nobody else’s notifications', async () => {
    await userWithNotifications(3);
    const { cookie } = await userWithNotifications(1);
    expect(await list(cookie)).toMatchObject({ allCount: 1, unreadCount: 1 });
  });

  it('marks the given ids of the user’s own unread notifications read; foreign and read ones stay as they are', async () => {
    const { rows, cookie } = await userWithNotifications(4, { read: (index) => index === 3 });
    const other = await userWithNotifications(2);

    const response = await call('put', '/notification', cookie)
      .send({ ids: [rows[0]!.id, rows[1]!.id, rows[3]!.id, other.rows[0]!.id] })
      .expect(200);
    const body = ZMarkNotificationsReadResponse.parse(response.body);

    expect(body).toMatchObject({ updated: 2, unreadCount: 1 });
    const stored = await testApp.dataSource.getRepository(Notification).findBy({ userId: rows[0]!.userId });
    const readAt = new Map(stored.map((row) => [row.id, row.readAt?.toISOString() ?? null]));
    expect(readAt.get(rows[0]!.id)).toBe(body.readAt);
    expect(readAt.get(rows[1]!.id)).toBe(body.readAt);
    expect(readAt.get(rows[2]!.id)).toBeNull();
    expect(readAt.get(rows[3]!.id)).toBe(new Date(T0).toISOString());
    const foreign = await testApp.dataSource.getRepository(Notification).findBy({ userId: other.user.id });
    expect(foreign.map((row) => row.readAt)).toEqual([null, null]);
    expect(await list(other.cookie)).toMatchObject({ unreadCount: 2 });
  });

  it('marks all the user’s unread notifications read without ids, and nobody else’s', async () => {
    const { cookie } = await userWithNotifications(3, { read: (index) => index === 0 });
    const other = await userWithNotifications(2);

    const body = ZMarkNotificationsReadResponse.parse(
      (await call('put', '/notification', cookie).send({}).expect(200)).body,
    );

    expect(body).toMatchObject({ updated: 2, unreadCount: 0 });
    expect(await list(cookie)).toMatchObject({ allCount: 3, unreadCount: 0 });
    expect(await list(other.cookie)).toMatchObject({ allCount: 2, unreadCount: 2 });
    expect(
      ZMarkNotificationsReadResponse.parse((await call('put', '/notification', cookie).send({}).expect(200)).body),
    ).toMatchObject({ updated: 0, unreadCount: 0 });
  });

  it('refuses ids that are not a list of ids with 422', async () => {
    const { cookie } = await userWithNotifications(1);
    await call('put', '/notification', cookie).send({ ids: 'all' }).expect(422);
  });

  describe('the top bar in one call (GET /api/notification/topBar)', () => {
    it('answers the user and the 5 newest with both counts, as GET /user and GET /notification?limit=5 do', async () => {
      const { user, cookie } = await userWithNotifications(7, { read: (index) => index < 2 });
      const bar = ZTopBarResponse.parse((await call('get', '/notification/topBar', cookie).expect(200)).body);
      expect(bar.user).toEqual((await call('get', '/user', cookie).expect(200)).body);
      expect(bar.user.id).toBe(user.id);
      expect(bar.notifications).toEqual(await list(cookie, '?offset=0&limit=5'));
      expect(bar.notifications).toMatchObject({ allCount: 7, unreadCount: 5 });
    });

    it('answers 401 to a signed-out visitor and to a session whose user is gone', async () => {
      await call('get', '/notification/topBar').expect(401, { error: 'unauthorized' });
      const { user, cookie } = await userWithNotifications(1);
      await testApp.dataSource.query('UPDATE `user` SET deletedAt = CURRENT_TIMESTAMP WHERE id = ?', [user.id]);
      await call('get', '/notification/topBar', cookie).expect(401, { error: 'unauthorized' });
    });
  });
});
