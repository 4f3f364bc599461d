import request from 'supertest';
import { translate } from '@crowd/i18n';
import type { TCrowdRole, TNotificationType } from '@crowd/contracts';
import { ZCreateCrowdResponse } from '@crowd/contracts';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { NOTIFICATION_JOB } from '../../src/modules/notification/notification/notification-event';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { sentMails } from '../auth/auth-support';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import { commentEventOf, notificationQueue, settleNotifications } from '../support/notifications';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Events → notifications (decision 026): each event, emitted by the real API call, reaches exactly
 * its recipients and never its actor; mails follow the recipient's setting, language and the
 * crowd's host; a job run twice stores one notification.
 */
describe('notifications of events', () => {
  const testApp = authTestApp();

  const call = (method: Method, path: string, cookie?: string) => {
    const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };

  /** A signed-in user, a member of `crowd` in `role` when given (disabled when asked). */
  async function person(
    crowd?: Crowd,
    role?: TCrowdRole,
    fields: Partial<User> = {},
    options: { disabled?: boolean } = {},
  ): Promise<{ user: User; cookie: string }> {
    const user = await createUser(testApp.dataSource, fields);
    if (crowd && role) {
      const member = await addMember(testApp.dataSource, crowd.id, user.id, role);
      if (options.disabled) await testApp.dataSource.getRepository(CrowdMember).update(member.id, { disabled: true });
    }
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  const settle = (): Promise<void> => settleNotifications(testApp.app);

  /** Who got a notification of `type` about the entity, by user id. */
  async function recipientsOf(type: TNotificationType, entityId: number): Promise<number[]> {
    await settle();
    const rows = await testApp.dataSource.getRepository(Notification).find({ where: { type, entityId } });
    return rows.map((row) => row.userId).sort((a, b) => a - b);
  }

  const ids = (...users: Array<{ user: User }>): number[] => users.map(({ user }) => user.id).sort((a, b) => a - b);

  const notificationsOf = (type: TNotificationType, entityId: number) =>
    testApp.dataSource.getRepository(Notification).find({ where: { type, entityId } });

  /** A public crowd with an idea by a follower. */
  async function crowdWithIdea(overrides: Parameters<typeof createCrowd>[1] = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const owner = await person(crowd, 'CROWD_FOLLOWER', { name: 'Olga Owner' });
    const idea = await createIdea(testApp.dataSource, crowd.id, owner.user.id, { name: 'Bike lanes' });
    return { crowd, owner, idea, site: crowd.subdomain ?? '' };
  }

  const comment = (site: string, idea: Idea, cookie: string) =>
    call('post', `/crowdView/comment/${site}`, cookie).send({ ideaId: idea.id, content: 'Good one' }).expect(201);
  const like = (site: string, idea: Idea, cookie: string) =>
    call('post', `/ideaLike/${site}`, cookie).send({ ideaId: idea.id }).expect(201);

  const adminUpdate = (cookie: string, idea: Idea, fields: Record<string, string>) => {
    const pending = call('put', '/idea/admin', cookie);
    const all = {
      id: String(idea.id),
      version: String(idea.version),
      crowdId: String(idea.crowdId),
      name: idea.name,
      description: idea.description,
      ...fields,
    };
    for (const [name, value] of Object.entries(all)) pending.field(name, value);
    return pending;
  };

  const reload = (idea: Idea) => testApp.dataSource.getRepository(Idea).findOneByOrFail({ id: idea.id });

  describe('each type reaches exactly its recipients, never the actor', () => {
    it('crowdCreated: the new crowd\u2019s creator, its only admin (the notice confirms what they did)', async () => {
      const creator = await person(undefined, undefined, { name: 'Cleo Creator' });
      const response = await call('post', '/crowd', creator.cookie).expect(201);
      const { crowd } = ZCreateCrowdResponse.parse(response.body);

      expect(await recipientsOf('crowdCreated', crowd.id)).toEqual(ids(creator));
      const [row] = await notificationsOf('crowdCreated', crowd.id);
      expect(row).toMatchObject({ entityType: 'crowd', crowdId: crowd.id, readAt: null });
    });

    it("crowdTopLevelDomainAdded: the crowd's other enabled admins, not its managers, followers or disabled admins", async () => {
      const crowd = await createCrowd(testApp.dataSource, { tier: 3, title: 'Green City' });
      const actor = await person(crowd, 'CROWD_ADMIN');
      const otherAdmin = await person(crowd, 'CROWD_ADMIN');
      await person(crowd, 'CROWD_ADMIN', {}, { disabled: true });
      await person(crowd, 'CROWD_MANAGER');
      await person(crowd, 'CROWD_FOLLOWER');

      await call('put', '/crowd', actor.cookie)
        .send({ id: crowd.id, version: crowd.version, domain: `ideas-${crowd.id}.example.org` })
        .expect(200);

      expect(await recipientsOf('crowdTopLevelDomainAdded', crowd.id)).toEqual(ids(otherAdmin));
      const [row] = await notificationsOf('crowdTopLevelDomainAdded', crowd.id);
      expect(row?.data).toMatchObject({ name: 'Green City', domain: `ideas-${crowd.id}.example.org` });
    });

    it('crowdRoleAdded: the user given the role, with the role', async () => {
      const crowd = await createCrowd(testApp.dataSource, { tier: 3 });
      const admin = await person(crowd, 'CROWD_ADMIN');
      const follower = await person(crowd, 'CROWD_FOLLOWER');

      await call('post', '/crowdUsers', admin.cookie)
        .send({ crowdId: crowd.id, userType: 'manager', emails: follower.user.email })
        .expect(201);

      expect(await recipientsOf('crowdRoleAdded', crowd.id)).toEqual(ids(follower));
      const [row] = await notificationsOf('crowdRoleAdded', crowd.id);
      expect(row?.data).toMatchObject({ role: 'CROWD_MANAGER' });
    });

    it("ideaAdded: the crowd's enabled admins and managers, not the author among them, nor followers", async () => {
      const crowd = await createCrowd(testApp.dataSource);
      const admin = await person(crowd, 'CROWD_ADMIN');
      const otherManager = await person(crowd, 'CROWD_MANAGER');
      const author = await person(crowd, 'CROWD_MANAGER');
      await person(crowd, 'CROWD_MANAGER', {}, { disabled: true });
      await person(crowd, 'CROWD_FOLLOWER');

      const response = await call('post', '/idea', author.cookie)
        .field('crowdId', String(crowd.id))
        .field('name', 'Solar roofs')
        .field('description', '<p>On every school</p>')
        .expect(201);
      const ideaId = (response.body as { idea: { id: number } }).idea.id;

      expect(await recipientsOf('ideaAdded', ideaId)).toEqual(ids(admin, otherManager));
      const [row] = await notificationsOf('ideaAdded', ideaId);
      expect(row).toMatchObject({ entityType: 'idea', crowdId: crowd.id });
      expect(row?.data).toMatchObject({ name: 'Solar roofs', domain: `${crowd.subdomain}.${MAIN_HOST}` });
    });

    it("ideaCommented: the idea's owner, with the commenter's name; not when the owner comments", async () => {
      const { crowd, owner, idea, site } = await crowdWithIdea();
      const commenter = await person(crowd, 'CROWD_FOLLOWER', { name: 'Cory Commenter' });

      await comment(site, idea, commenter.cookie);
      await comment(site, idea, owner.cookie);

      expect(await recipientsOf('ideaCommented', idea.id)).toEqual(ids(owner));
      const [row] = await notificationsOf('ideaCommented', idea.id);
      expect(row?.data).toMatchObject({ name: 'Bike lanes', authorName: 'Cory Commenter' });
    });

    it('ideaCommented: nobody for an idea without an owner', async () => {
      const crowd = await createCrowd(testApp.dataSource);
      const idea = await createIdea(testApp.dataSource, crowd.id, null);
      const commenter = await person(crowd, 'CROWD_FOLLOWER');

      await comment(crowd.subdomain ?? '', idea, commenter.cookie);

      expect(await recipientsOf('ideaCommented', idea.id)).toEqual([]);
    });

    it("ideaLiked: the idea's owner; not for the owner's own like, and once per liker", async () => {
      const { crowd, owner, idea, site } = await crowdWithIdea();
      const liker = await person(crowd, 'CROWD_FOLLOWER');

      await like(site, idea, liker.cookie);
      await like(site, idea, owner.cookie);
      await call('delete', `/ideaLike/${site}/${idea.id}`, liker.cookie).expect(200);
      await like(site, idea, liker.cookie);

      expect(await recipientsOf('ideaLiked', idea.id)).toEqual(ids(owner));
    });

    it("ideaLikeMilestoneReached: the owner, once, when the likes reach the crowd's milestone", async () => {
      const { crowd, owner, idea, site } = await crowdWithIdea({ likeMilestone: 2 });
      const [first, second, third] = [
        await person(crowd, 'CROWD_FOLLOWER'),
        await person(crowd, 'CROWD_FOLLOWER'),
        await person(crowd, 'CROWD_FOLLOWER'),
      ];

      await like(site, idea, first!.cookie);
      expect(await recipientsOf('ideaLikeMilestoneReached', idea.id)).toEqual([]);
      expect((await reload(idea)).milestoneReachedAt).toBeNull();
      await like(site, idea, second!.cookie);
      const reachedAt = (await reload(idea)).milestoneReachedAt;
      expect(reachedAt).toBeInstanceOf(Date);
      await like(site, idea, third!.cookie);
      await call('delete', `/ideaLike/${site}/${idea.id}`, third!.cookie).expect(200);
      await call('delete', `/ideaLike/${site}/${idea.id}`, second!.cookie).expect(200);
      await like(site, idea, second!.cookie);

      expect(await recipientsOf('ideaLikeMilestoneReached', idea.id)).toEqual(ids(owner));
      const [row] = await notificationsOf('ideaLikeMilestoneReached', idea.id);
      expect(row?.data).toMatchObject({ milestone: 2 });
      expect((await reload(idea)).milestoneReachedAt).toEqual(reachedAt);
    });

    it('ideaMarkedByAdmin: the owner when an admin turns a tag on, not when it was on already', async () => {
      const { crowd, owner, idea } = await crowdWithIdea();
      const admin = await person(crowd, 'CROWD_ADMIN');

      await adminUpdate(admin.cookie, idea, { featured: 'true', rewarded: 'false' }).expect(200);
      await adminUpdate(admin.cookie, await reload(idea), { featured: 'true' }).expect(200);

      expect(await recipientsOf('ideaMarkedByAdmin', idea.id)).toEqual(ids(owner));
      const [row] = await notificationsOf('ideaMarkedByAdmin', idea.id);
      expect(row?.data).toMatchObject({ tags: 'featured' });

      await adminUpdate(admin.cookie, await reload(idea), { rewarded: 'true', implemented: 'true' }).expect(200);
      await settle();
      const rows = await testApp.dataSource
        .getRepository(Notification)
        .find({ where: { type: 'ideaMarkedByAdmin', entityId: idea.id }, order: { id: 'ASC' } });
      expect(rows.map((row) => row.data.tags)).toEqual(['featured', 'rewarded,implemented']);
    });

    it('ideaStateChanged: the owner with the new state; not for the same state again, nor the admin of their own idea', async () => {
      const { crowd, owner, idea } = await crowdWithIdea();
      const admin = await person(crowd, 'CROWD_ADMIN');
      const change = async (cookie: string, target: Idea, ideaState: string) =>
        call('put', '/idea/changeState', cookie)
          .send({ id: target.id, crowdId: crowd.id, version: (await reload(target)).version, ideaState })
          .expect(200);

      await change(admin.cookie, idea, 'APPROVED');
      await change(admin.cookie, idea, 'APPROVED');

      expect(await recipientsOf('ideaStateChanged', idea.id)).toEqual(ids(owner));
      const [row] = await notificationsOf('ideaStateChanged', idea.id);
      expect(row?.data).toMatchObject({ state: 'APPROVED', name: 'Bike lanes' });

      const adminsIdea = await createIdea(testApp.dataSource, crowd.id, admin.user.id);
      await change(admin.cookie, adminsIdea, 'REJECTED');
      expect(await recipientsOf('ideaStateChanged', adminsIdea.id)).toEqual([]);
    });
  });

  describe('mails', () => {
    const mailsTo = async (email: string) => {
      await settle();
      return (await sentMails(testApp)).filter((mail) => mail.to.includes(email));
    };

    it("mails the owner in their language with a link to the idea on the crowd's host and one to the settings", async () => {
      const { crowd, owner, idea, site } = await crowdWithIdea({ title: 'Green City' });
      await testApp.dataSource.getRepository(User).update(owner.user.id, { locale: 'sk' });
      const commenter = await person(crowd, 'CROWD_FOLLOWER', { name: 'Cory Commenter' });

      await comment(site, idea, commenter.cookie);

      const mails = await mailsTo(owner.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(
        translate('sk', 'mail', 'notifications.ideaCommented.subject', { ideaName: 'Bike lanes' }),
      );
      expect(mails[0]?.text).toContain(
        translate('sk', 'mail', 'notifications.ideaCommented.line1', {
          authorName: 'Cory Commenter',
          ideaName: 'Bike lanes',
          crowdName: 'Green City',
        }),
      );
      expect(mails[0]?.text).toContain(`http://${crowd.subdomain}.${MAIN_HOST}/idea/${idea.id}`);
      expect(mails[0]?.text).toContain(`http://${MAIN_HOST}/account/notificationSettings`);
      expect(await mailsTo(commenter.user.email)).toHaveLength(0);
    });

    it("links an idea on the crowd's own domain when it is served there alone", async () => {
      const domain = `own-${Date.now()}.example.org`;
      const { crowd, owner, idea } = await crowdWithIdea({ tier: 3, domain, subdomainRouting: false });
      const admin = await person(crowd, 'CROWD_ADMIN');

      await call('put', '/idea/changeState', admin.cookie)
        .send({ id: idea.id, crowdId: crowd.id, version: idea.version, ideaState: 'UNDERWAY' })
        .expect(200);

      const [mail] = await mailsTo(owner.user.email);
      expect(mail?.text).toContain(`http://${domain}/idea/${idea.id}`);
      expect(mail?.text).toContain(translate('en', 'common', 'ideaStates.UNDERWAY'));
    });

    it("links crowd notices to the crowd's admin page on the main site, with the role in the recipient's language", async () => {
      const crowd = await createCrowd(testApp.dataSource, { tier: 3, title: 'Green City' });
      const admin = await person(crowd, 'CROWD_ADMIN');
      const follower = await person(crowd, 'CROWD_FOLLOWER', { locale: 'sk' });

      await call('post', '/crowdUsers', admin.cookie)
        .send({ crowdId: crowd.id, userType: 'admin', emails: follower.user.email })
        .expect(201);

      const [mail] = await mailsTo(follower.user.email);
      expect(mail?.subject).toBe(
        translate('sk', 'mail', 'notifications.crowdRoleAdded.subject', { crowdName: 'Green City' }),
      );
      expect(mail?.text).toContain(`http://${MAIN_HOST}/crowds/${crowd.id}`);
      expect(mail?.text).toContain(translate('sk', 'common', 'roles.CROWD_ADMIN'));
    });

    it('stores the notification but mails nobody whose setting for the type is off', async () => {
      const { crowd, owner, idea, site } = await crowdWithIdea();
      const settings = await call('get', '/user/notificationSettings', owner.cookie).expect(200);
      await call('put', '/user/notificationSettings', owner.cookie)
        .send({ version: (settings.body as { version: number }).version, ideaLiked: false })
        .expect(200);
      const liker = await person(crowd, 'CROWD_FOLLOWER');
      const commenter = await person(crowd, 'CROWD_FOLLOWER');

      await like(site, idea, liker.cookie);
      await comment(site, idea, commenter.cookie);

      expect(await recipientsOf('ideaLiked', idea.id)).toEqual(ids(owner));
      const mails = await mailsTo(owner.user.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        translate('en', 'mail', 'notifications.ideaCommented.subject', { ideaName: 'Bike lanes' }),
      ]);
    });
  });

  it('stores one notification and sends one mail when the same event is processed twice', async () => {
    const { crowd, owner, idea } = await crowdWithIdea();
    const commenter = await person(crowd, 'CROWD_FOLLOWER');
    const queue = notificationQueue(testApp.app);
    const event = commentEventOf(commenter.user.id, idea.id);

    // Without a job id the processed-job record does not stop the second run: the unique index does.
    await queue.add(NOTIFICATION_JOB, { event });
    await settle();
    await queue.add(NOTIFICATION_JOB, { event });
    await settle();

    const rows = await notificationsOf('ideaCommented', idea.id);
    expect(rows.map((row) => [row.userId, row.eventKey])).toEqual([
      [owner.user.id, `ideaCommented:${event.commentId}`],
    ]);
    expect((await sentMails(testApp)).filter((mail) => mail.to.includes(owner.user.email))).toHaveLength(1);
  });

  it('stores nothing for an idea deleted before its event was processed, and the job completes', async () => {
    const { crowd, idea } = await crowdWithIdea();
    const liker = await person(crowd, 'CROWD_FOLLOWER');
    const queue = notificationQueue(testApp.app);
    const failedBefore = (await queue.stats()).failed;
    await testApp.dataSource.getRepository(Idea).delete(idea.id);

    await queue.add(NOTIFICATION_JOB, { event: { type: 'ideaLiked', actorId: liker.user.id, ideaId: idea.id } });
    await settle();

    expect(await notificationsOf('ideaLiked', idea.id)).toEqual([]);
    expect((await queue.stats()).failed).toBe(failedBefore);
  });
});
