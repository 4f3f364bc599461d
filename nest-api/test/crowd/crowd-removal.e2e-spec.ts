import { ZCreateCrowdResponse, ZCrowdListResponse, type TCrowd } from '@crowd/contracts';
import { FILE_STORAGE, type FileStorage } from '../../src/infra/files/file-storage';
import { Category } from '../../src/modules/idea/category/entities/category.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { CrowdTheming } from '../../src/modules/crowd/crowd/entities/crowd-theming.entity';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { FilesService } from '../../src/infra/files/files.service';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { Subscription } from '../../src/modules/subscription/subscription/entities/subscription.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createSubscription, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import { settleNotifications } from '../support/notifications';
import { createQuestionnaire } from '../support/questionnaires';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** CROWDS_WITHOUT_SUBSCRIPTION_MAX's default. */
const CAP = 3;

describe('crowds without a subscription: the cap on POST /api/crowd and DELETE /api/crowd/{crowdId}', () => {
  const testApp = authTestApp();
  const { api } = testApp;
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

  async function signedIn() {
    const user = await createUser(testApp.dataSource);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  const createCrowd = async (cookie: string): Promise<TCrowd> =>
    ZCreateCrowdResponse.parse((await api().post('/api/crowd').set('Cookie', cookie).expect(201)).body).crowd;
  const ownedCount = (ownerId: number) => repo(Crowd).countBy({ ownerId });
  const listOf = async (cookie: string) =>
    ZCrowdListResponse.parse((await api().get('/api/crowd').set('Cookie', cookie).expect(200)).body);

  describe('the cap', () => {
    it('creates three crowds without a subscription, then answers 422 and creates nothing, not even a notification', async () => {
      const { user, cookie } = await signedIn();
      for (let created = 0; created < CAP; created += 1) await createCrowd(cookie);
      await settleNotifications(testApp.app);
      const notifications = await repo(Notification).countBy({ userId: user.id });

      await api()
        .post('/api/crowd')
        .set('Cookie', cookie)
        .expect(422, { errors: [{ param: 'crowd', msg: 'crowd_unsubscribed_limit_reached' }] });
      await settleNotifications(testApp.app);
      expect(await ownedCount(user.id)).toBe(CAP);
      expect(await repo(Notification).countBy({ userId: user.id })).toBe(notifications);
    });

    it('counts only crowds that never had a subscription, and gives room back when one is deleted', async () => {
      const { user, cookie } = await signedIn();
      const crowds = [];
      for (let created = 0; created < CAP; created += 1) crowds.push(await createCrowd(cookie));
      await createSubscription(testApp.dataSource, crowds[0]!.id, 0);
      await createCrowd(cookie);
      await api().post('/api/crowd').set('Cookie', cookie).expect(422);

      await api().delete(`/api/crowd/${crowds[1]!.id}`).set('Cookie', cookie).expect(200, { message: 'crowd_deleted' });
      await createCrowd(cookie);
      expect(await ownedCount(user.id)).toBe(CAP + 1);
    });

    it('holds when one account creates crowds concurrently', async () => {
      const { user, cookie } = await signedIn();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => api().post('/api/crowd').set('Cookie', cookie)),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        ...Array<number>(CAP).fill(201),
        ...Array<number>(8 - CAP).fill(422),
      ]);
      expect(await ownedCount(user.id)).toBe(CAP);
    });
  });

  describe('deleting a crowd', () => {
    it('lets the owner delete a crowd that never had a subscription, with everything in it', async () => {
      const { user, cookie } = await signedIn();
      const crowd = await createCrowd(cookie);
      expect((await listOf(cookie)).find((listed) => listed.id === crowd.id)).toMatchObject({ deletable: true });
      const manager = await createUser(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, manager.id, 'CROWD_MANAGER');
      await repo(Category).save(
        repo(Category).create({ crowdId: crowd.id, name: 'Parks', slug: 'parks', description: null }),
      );
      await createQuestionnaire(testApp.dataSource, crowd.id, 'IDEA_CREATION', [['TEXT', 'Why?']]);
      const files = testApp.app.get(FilesService);
      const logo = await files.store({ buffer: PNG, purpose: 'CROWD_COVER', crowdId: crowd.id, originalName: 'l.png' });
      await repo(Crowd).update({ id: crowd.id }, { featuredImageId: logo.id });
      await settleNotifications(testApp.app);

      await api().delete(`/api/crowd/${crowd.id}`).set('Cookie', cookie).expect(200, { message: 'crowd_deleted' });

      expect(await repo(Crowd).existsBy({ id: crowd.id })).toBe(false);
      for (const entity of [CrowdMember, CrowdTheming, Category, Questionnaire, Notification] as const)
        expect(await repo<{ crowdId: number | null }>(entity).countBy({ crowdId: crowd.id })).toBe(0);
      expect(await files.findById(logo.id)).toBeNull();
      expect(await testApp.app.get<FileStorage>(FILE_STORAGE).size(logo.storageKey)).toBeNull();
      expect((await listOf(cookie)).map((listed) => listed.id)).not.toContain(crowd.id);
      expect(await repo(Crowd).countBy({ ownerId: user.id })).toBe(0);
      await api().delete(`/api/crowd/${crowd.id}`).set('Cookie', cookie).expect(404);
    });

    it("refuses the crowd's other admins and managers, strangers and the signed out, and changes nothing", async () => {
      const owner = await signedIn();
      const crowd = await createCrowd(owner.cookie);
      const admin = await signedIn();
      await addMember(testApp.dataSource, crowd.id, admin.user.id, 'CROWD_ADMIN');
      const manager = await signedIn();
      await addMember(testApp.dataSource, crowd.id, manager.user.id, 'CROWD_MANAGER');
      const stranger = await signedIn();

      expect((await listOf(admin.cookie)).find((listed) => listed.id === crowd.id)).toMatchObject({ deletable: false });
      await api().delete(`/api/crowd/${crowd.id}`).set('Cookie', admin.cookie).expect(403, { error: 'forbidden' });
      await api().delete(`/api/crowd/${crowd.id}`).set('Cookie', manager.cookie).expect(403, { error: 'forbidden' });
      await api().delete(`/api/crowd/${crowd.id}`).set('Cookie', stranger.cookie).expect(403, { error: 'forbidden' });
      await api().delete(`/api/crowd/${crowd.id}`).expect(401, { error: 'unauthorized' });
      expect(await repo(Crowd).existsBy({ id: crowd.id })).toBe(true);
      expect(await repo(CrowdMember).countBy({ crowdId: crowd.id })).toBe(3);
    });

    it('refuses a crowd that ever had a subscription (an ended trial too) or has ideas', async () => {
      const { user, cookie } = await signedIn();
      const trialled = await createCrowd(cookie);
      const trial = await createSubscription(testApp.dataSource, trialled.id, 0);
      await repo(Subscription).update({ id: trial.id }, { status: 'CANCELLED', validTo: new Date(Date.now() - 1000) });
      const withIdea = await createCrowd(cookie);
      await createIdea(testApp.dataSource, withIdea.id, user.id);
      // As posting an idea counts it.
      await repo(Crowd).increment({ id: withIdea.id }, 'ideasCount', 1);

      expect(
        (await listOf(cookie))
          .filter((listed) => [trialled.id, withIdea.id].includes(listed.id))
          .map((c) => c.deletable),
      ).toEqual([false, false]);
      await api()
        .delete(`/api/crowd/${trialled.id}`)
        .set('Cookie', cookie)
        .expect(422, { errors: [{ param: 'crowdId', msg: 'crowd_delete_had_subscription' }] });
      await api()
        .delete(`/api/crowd/${withIdea.id}`)
        .set('Cookie', cookie)
        .expect(422, { errors: [{ param: 'crowdId', msg: 'crowd_delete_has_ideas' }] });
      expect(await repo(Crowd).countBy({ ownerId: user.id })).toBe(2);
    });
  });
});
