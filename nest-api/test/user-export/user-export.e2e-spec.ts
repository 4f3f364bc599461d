import { translate } from '@crowd/i18n';
import request from 'supertest';
import { fromBufferPromise } from 'yauzl';
import { FILE_STORAGE, type FileStorage } from '../../src/infra/files/file-storage';
import { InProcessJobQueue } from '../../src/infra/queue/in-process-job-queue';
import { queueToken } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { FilesService } from '../../src/infra/files/files.service';
import { IdeaFile } from '../../src/modules/idea/idea/entities/idea-file.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { PaymentMethod } from '../../src/modules/subscription/payments/entities/payment-method.entity';
import type { User } from '../../src/modules/auth/user/entities/user.entity';
import { UserExport } from '../../src/modules/auth/user-export/entities/user-export.entity';
import { lastMailTo, sentMails } from '../auth/auth-support';
import { authTestApp, signIn } from '../support/auth-app';
import { binaryBody } from '../support/binary-body';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { createIdea } from '../support/ideas';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Every entry of a zip, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(bytes);
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

interface DataJson {
  profile: { email: string; name: string; avatarFile: string | null };
  memberships: Array<{ crowdId: number; role: string }>;
  ideas: Array<{ id: number; name: string; attachmentFiles: string[] }>;
  comments: Array<{ content: string }>;
  likes: Array<{ ideaId: number }>;
  cards: Array<Record<string, unknown>>;
  files: Array<{ path: string }>;
}

describe('GET /user/export (personal data export, decision 033)', () => {
  describe('streamed during the request', () => {
    const testApp = authTestApp();

    async function person(overrides: Partial<User> = {}) {
      const user = await createUser(testApp.dataSource, { name: 'Petra Person', ...overrides });
      return { user, cookie: await signIn(testApp.app, user.email) };
    }

    it('answers 401 signed out', async () => {
      const server = testApp.app.getHttpServer();
      await request(server).get('/api/user/export').expect(401, { error: 'unauthorized' });
      await request(server).get('/api/user/export/1').expect(401, { error: 'unauthorized' });
    });

    it("zips the person's data and uploads, private crowds included, and nobody else's", async () => {
      const { user, cookie } = await person({ locale: 'sk' });
      const other = await createUser(testApp.dataSource, { name: 'Oskar Other' });
      const publicCrowd = await createCrowd(testApp.dataSource, { title: 'Open Town' });
      const privateCrowd = await createCrowd(testApp.dataSource, { title: 'Closed Club', privateCrowd: true });
      await addMember(testApp.dataSource, publicCrowd.id, user.id, 'CROWD_FOLLOWER');
      await addMember(testApp.dataSource, privateCrowd.id, user.id, 'CROWD_MANAGER');

      await testApp
        .api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(user.id))
        .field('version', String(user.version))
        .attach('avatar', PNG, 'me.png')
        .expect(200);
      const mine = await createIdea(testApp.dataSource, privateCrowd.id, user.id, { name: 'My private idea' });
      const attachment = await testApp.app.get(FilesService).store({
        buffer: PNG,
        purpose: 'IDEA_ATTACHMENT',
        crowdId: privateCrowd.id,
        ownerId: user.id,
        originalName: '../../etc/passwd.png',
      });
      await testApp.dataSource.getRepository(IdeaFile).save({ ideaId: mine.id, fileId: attachment.id, position: 0 });
      const theirs = await createIdea(testApp.dataSource, publicCrowd.id, other.id, { name: 'Their idea' });
      const comments = testApp.dataSource.getRepository(Comment);
      await comments.save(
        comments.create({
          ideaId: theirs.id,
          crowdId: publicCrowd.id,
          ownerId: user.id,
          authorName: user.name,
          content: 'My comment text',
        }),
      );
      await comments.save(
        comments.create({
          ideaId: theirs.id,
          crowdId: publicCrowd.id,
          ownerId: other.id,
          authorName: other.name,
          content: 'Their secret comment',
        }),
      );
      const likes = testApp.dataSource.getRepository(IdeaLike);
      await likes.save(likes.create({ ideaId: theirs.id, userId: user.id }));
      await likes.save(likes.create({ ideaId: mine.id, userId: other.id }));
      const methods = testApp.dataSource.getRepository(PaymentMethod);
      await methods.save(
        methods.create({
          userId: user.id,
          providerId: 'pm_provider_secret',
          brand: 'visa',
          last4: '4242',
          expMonth: 12,
          expYear: 2030,
          primary: true,
        }),
      );
      await methods.save(
        methods.create({
          userId: other.id,
          providerId: 'pm_other_secret',
          brand: 'amex',
          last4: '0005',
          expMonth: 1,
          expYear: 2031,
          primary: true,
        }),
      );

      const response = await testApp
        .api()
        .get('/api/user/export')
        .set('Cookie', cookie)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="crowd-ideas-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      expect(response.headers['cache-control']).toContain('no-store');

      const entries = await unzip(response.body as Buffer);
      const raw = entries.get('data.json')?.toString('utf8') ?? '';
      const data = JSON.parse(raw) as DataJson;
      expect(data.profile).toMatchObject({ email: user.email, name: 'Petra Person' });
      expect(data.memberships.map((m) => [m.crowdId, m.role]).sort()).toEqual(
        [
          [publicCrowd.id, 'CROWD_FOLLOWER'],
          [privateCrowd.id, 'CROWD_MANAGER'],
        ].sort(),
      );
      expect(data.ideas.map((idea) => idea.name)).toEqual(['My private idea']);
      expect(data.comments.map((comment) => comment.content)).toEqual(['My comment text']);
      expect(data.likes.map((like) => like.ideaId)).toEqual([theirs.id]);
      expect(data.cards).toEqual([{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, primary: true }]);

      for (const secret of [
        'Their secret comment',
        other.email,
        'Oskar Other',
        'pm_provider_secret',
        'pm_other_secret',
        'amex',
        user.passwordHash ?? 'no hash',
        'passwordHash',
        'Their idea',
      ]) {
        expect(raw).not.toContain(secret);
      }
      // The uploads, under names of the zip's own making.
      expect(data.profile.avatarFile).toMatch(/^files\/\d+-avatar\.(png|jpg)$/);
      expect(data.ideas[0]?.attachmentFiles).toEqual([`files/${attachment.id}-idea-attachment.png`]);
      expect(entries.get(`files/${attachment.id}-idea-attachment.png`)).toEqual(PNG);
      expect(entries.has(data.profile.avatarFile ?? '')).toBe(true);
      expect([...entries.keys()].sort()).toEqual(
        ['README.txt', 'data.json', ...data.files.map((file) => file.path)].sort(),
      );
      // README.txt in the person's language.
      expect(entries.get('README.txt')?.toString('utf8')).toContain(translate('sk', 'mail', 'userExportReadme.title'));
    });
  });

  describe('packed on the queue for a large account', () => {
    const testApp = authTestApp(() => ({ env: { USER_EXPORT_QUEUE_ABOVE: '2' } }));

    const drainExports = async () => {
      const queue = testApp.app.get(queueToken(QueueName.UserExport));
      if (!(queue instanceof InProcessJobQueue)) throw new Error('expected the in-process queue');
      await queue.drain();
    };

    it("mails a link in the person's language that only they can use", async () => {
      const user = await createUser(testApp.dataSource, { locale: 'sk', name: 'Lara Large' });
      const cookie = await signIn(testApp.app, user.email);
      const crowd = await createCrowd(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id);
      for (const name of ['One', 'Two', 'Three']) await createIdea(testApp.dataSource, crowd.id, user.id, { name });

      await testApp.api().get('/api/user/export').set('Cookie', cookie).expect(200, { queued: true });
      // Asking again while it is packed queues nothing more.
      await testApp.api().get('/api/user/export').set('Cookie', cookie).expect(200, { queued: true });
      await drainExports();

      const mail = await lastMailTo(testApp, user.email);
      expect(mail.subject).toBe(translate('sk', 'mail', 'userExportReady.subject'));
      const match = /https?:\/\/[^\s/]+\/account\/export\/(\d+)/.exec(mail.text);
      expect(match).not.toBeNull();
      const exportId = match?.[1] ?? '';

      const zip = await testApp
        .api()
        .get(`/api/user/export/${exportId}`)
        .set('Cookie', cookie)
        .buffer(true)
        .parse(binaryBody)
        .expect(200);
      expect(zip.headers['content-disposition']).toMatch(/^attachment; /);
      const data = JSON.parse((await unzip(zip.body as Buffer)).get('data.json')?.toString('utf8') ?? '{}') as DataJson;
      expect(data.ideas.map((idea) => idea.name)).toEqual(['One', 'Two', 'Three']);

      const stranger = await createUser(testApp.dataSource);
      const strangerCookie = await signIn(testApp.app, stranger.email);
      await testApp
        .api()
        .get(`/api/user/export/${exportId}`)
        .set('Cookie', strangerCookie)
        .expect(404, { error: 'not_found' });
      await request(testApp.app.getHttpServer()).get(`/api/user/export/${exportId}`).expect(401);
      await testApp.api().get('/api/user/export/not-an-id').set('Cookie', cookie).expect(404);

      // Once expired, not even its owner gets it.
      await testApp.dataSource
        .getRepository(UserExport)
        .update({ id: Number(exportId) }, { expiresAt: new Date(Date.now() - 1000) });
      await testApp.api().get(`/api/user/export/${exportId}`).set('Cookie', cookie).expect(404, { error: 'not_found' });
    });

    it('erasing the account deletes its exports and their stored zips (decision 034)', async () => {
      const user = await createUser(testApp.dataSource);
      const cookie = await signIn(testApp.app, user.email);
      const crowd = await createCrowd(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id);
      for (const name of ['One', 'Two', 'Three']) await createIdea(testApp.dataSource, crowd.id, user.id, { name });
      await testApp.api().get('/api/user/export').set('Cookie', cookie).expect(200, { queued: true });
      await drainExports();
      const exports = testApp.dataSource.getRepository(UserExport);
      const [ready] = await exports.findBy({ userId: user.id });
      const storage = testApp.app.get<FileStorage>(FILE_STORAGE);
      expect(await storage.size(ready?.storageKey ?? '')).toBeGreaterThan(0);

      await testApp
        .api()
        .delete('/api/user')
        .set('Cookie', cookie)
        .send({ password: DEFAULT_TEST_PASSWORD })
        .expect(200);
      expect(await exports.countBy({ userId: user.id })).toBe(0);
      expect(await storage.size(ready?.storageKey ?? '')).toBeNull();
    });

    it('an export still queued when the account is erased is never packed nor mailed', async () => {
      const user = await createUser(testApp.dataSource);
      const cookie = await signIn(testApp.app, user.email);
      const crowd = await createCrowd(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id);
      for (const name of ['One', 'Two', 'Three']) await createIdea(testApp.dataSource, crowd.id, user.id, { name });
      const { email } = user;
      await testApp.api().get('/api/user/export').set('Cookie', cookie).expect(200, { queued: true });
      await testApp
        .api()
        .delete('/api/user')
        .set('Cookie', cookie)
        .send({ password: DEFAULT_TEST_PASSWORD })
        .expect(200);
      await drainExports();
      expect(await testApp.dataSource.getRepository(UserExport).countBy({ userId: user.id })).toBe(0);
      const mails = (await sentMails(testApp)).filter((mail) => mail.to.includes(email));
      expect(mails.map((mail) => mail.subject)).not.toContain(translate('en', 'mail', 'userExportReady.subject'));
    });
  });
});
