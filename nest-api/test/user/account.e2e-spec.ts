import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, STALE_ENTITY_HEADER, ZNotificationType, ZUser } from '@crowd/contracts';
import request from 'supertest';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { Questionnaire } from '../../src/modules/idea/questionnaire/entities/questionnaire.entity';
import { Question } from '../../src/modules/idea/questionnaire/entities/question.entity';
import { Answer } from '../../src/modules/idea/idea/entities/answer.entity';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { STRONG_PASSWORD } from '../auth/auth-support';
import { authTestApp, LOGIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import sharp from 'sharp';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

describe('account endpoints', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  async function signedIn(overrides: Partial<User> = {}) {
    const user = await createUser(testApp.dataSource, overrides);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  it('answers 401 on every account route when signed out', async () => {
    const server = testApp.app.getHttpServer();
    const routes: Array<[method: 'get' | 'put', path: string]> = [
      ['get', '/api/user'],
      ['put', '/api/user'],
      ['put', '/api/user/avatar'],
      ['put', '/api/user/password'],
      ['get', '/api/user/notificationSettings'],
      ['put', '/api/user/notificationSettings'],
      ['get', '/api/user/roles'],
      ['get', '/api/user/ideasLiked'],
    ];
    for (const [method, path] of routes) {
      await request(server)[method](path).send({}).expect(401, { error: 'unauthorized' });
    }
  });

  it('GET /user answers the signed-in user', async () => {
    const { user, cookie } = await signedIn({ about: 'Hi', locale: 'sk' });
    const response = await api().get('/api/user').set('Cookie', cookie).expect(200);
    expect(ZUser.strict().parse(response.body)).toEqual({
      id: user.id,
      version: user.version,
      email: user.email,
      name: user.name,
      about: 'Hi',
      locale: 'sk',
      timeZone: 'UTC',
      hasPassword: true,
      avatarImageId: null,
      trialEligible: true,
      boundCrowdId: null,
    });
  });

  describe('PUT /user', () => {
    it('updates only the sent fields and bumps the version', async () => {
      const { user, cookie } = await signedIn();
      const response = await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: user.id, version: user.version, name: 'Renamed', locale: 'sk' })
        .expect(200);
      expect(response.body).toEqual({
        message: 'account_update_successful',
        user: expect.objectContaining({ name: 'Renamed', locale: 'sk', about: '', version: user.version + 1 }),
      });
    });

    it('answers 409 with X-Stale-Entity: User for an old version', async () => {
      const { user, cookie } = await signedIn();
      await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: user.id, version: user.version, about: 'one' })
        .expect(200);
      const stale = await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: user.id, version: user.version, about: 'two' })
        .expect(409, { error: 'optimistic_locking_error' });
      expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('User');
    });

    it('validates with the account message keys', async () => {
      const { user, cookie } = await signedIn();
      const response = await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: user.id, version: user.version, name: ' ', about: 'x'.repeat(LIMITS.aboutMax + 1), locale: 'de' })
        .expect(422);
      expect(response.body.errors).toEqual([
        { param: 'name', msg: 'validation_account_name' },
        { param: 'about', msg: 'validation_account_about' },
        { param: 'locale', msg: 'validation_account_locale' },
      ]);
    });

    it("answers 403 for another user's id and 422 for an avatar that is not the user's", async () => {
      const { user, cookie } = await signedIn();
      const other = await createUser(testApp.dataSource);
      await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: other.id, version: other.version, name: 'X' })
        .expect(403, { error: 'forbidden' });
      const files = testApp.dataSource.getRepository(StoredFile);
      const foreign = await files.save(
        files.create({
          ownerId: other.id,
          purpose: 'AVATAR',
          contentType: 'image/png',
          size: 1,
          storageKey: `k-${user.id}`,
          sha256: 'x',
        }),
      );
      await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: user.id, version: user.version, avatarImageId: foreign.id })
        .expect(422, { errors: [{ param: 'avatarImageId', msg: 'validation_account_avatar' }] });
    });
  });

  describe('PUT /user/avatar', () => {
    it('stores an image sniffed from its bytes as a square JPEG and serves it', async () => {
      const { user, cookie } = await signedIn();
      const wide = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#1d4ed8' } })
        .png()
        .withMetadata({ exif: { IFD0: { ImageDescription: 'home address' } } })
        .toBuffer();
      const response = await api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(user.id))
        .field('version', String(user.version))
        .attach('avatar', wide, { filename: 'me.jpg', contentType: 'image/jpeg' })
        .expect(200);
      expect(response.body.message).toBe('avatar_upload_successful');
      const avatarImageId = response.body.user.avatarImageId as number;
      expect(avatarImageId).toBeGreaterThan(0);
      expect(response.body.user.version).toBe(user.version + 1);
      const file = await api().get(`/api/file?fileId=${avatarImageId}`).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const stored = await sharp(file.body as Buffer).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 512, 512]);
      expect(stored.exif).toBeUndefined();
    });

    it('deletes the avatar it replaces, so its id no longer serves it; clearing the avatar deletes it too', async () => {
      const { user, cookie } = await signedIn();
      const upload = async (version: number): Promise<{ avatarImageId: number; version: number }> => {
        const response = await api()
          .put('/api/user/avatar')
          .set('Cookie', cookie)
          .field('id', String(user.id))
          .field('version', String(version))
          .attach('avatar', PNG, 'me.png')
          .expect(200);
        return response.body.user as { avatarImageId: number; version: number };
      };
      const files = testApp.dataSource.getRepository(StoredFile);
      const first = await upload(user.version);
      const firstFile = await files.findOneByOrFail({ id: first.avatarImageId });
      await api().get(`/api/file?fileId=${first.avatarImageId}`).expect(200);

      const second = await upload(first.version);
      expect(second.avatarImageId).not.toBe(first.avatarImageId);
      await api().get(`/api/file?fileId=${first.avatarImageId}`).expect(404, { error: 'not_found' });
      expect(await files.existsBy({ id: first.avatarImageId })).toBe(false);
      expect(existsSync(join(testApp.db.env.DATA_DIR, 'files', firstFile.storageKey))).toBe(false);
      await api().get(`/api/file?fileId=${second.avatarImageId}`).expect(200);

      await api()
        .put('/api/user')
        .set('Cookie', cookie)
        .send({ id: user.id, version: second.version, avatarImageId: null })
        .expect(200);
      await api().get(`/api/file?fileId=${second.avatarImageId}`).expect(404, { error: 'not_found' });
    });

    it('refuses bytes that look like an image but do not decode', async () => {
      const { user, cookie } = await signedIn();
      await api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(user.id))
        .field('version', String(user.version))
        .attach('avatar', Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64)]), 'broken.png')
        .expect(422, { errors: [{ param: 'avatar', msg: 'validation_account_avatar' }] });
    });

    it('refuses anything but gif, jpeg and png, and a missing file, with validation_account_avatar', async () => {
      const { user, cookie } = await signedIn();
      const invalid = { errors: [{ param: 'avatar', msg: 'validation_account_avatar' }] };
      await api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(user.id))
        .field('version', String(user.version))
        .attach('avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
          filename: 'a.png',
          contentType: 'image/png',
        })
        .expect(422, invalid);
      await api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(user.id))
        .field('version', String(user.version))
        .expect(422, invalid);
    });

    it('is versioned and only for the signed-in user', async () => {
      const { user, cookie } = await signedIn();
      const stale = await api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(user.id))
        .field('version', String(user.version + 5))
        .attach('avatar', PNG, 'a.png')
        .expect(409);
      expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('User');
      const other = await createUser(testApp.dataSource);
      await api()
        .put('/api/user/avatar')
        .set('Cookie', cookie)
        .field('id', String(other.id))
        .field('version', String(other.version))
        .attach('avatar', PNG, 'a.png')
        .expect(403);
    });
  });

  describe('PUT /user/password', () => {
    it('changes the password with the current one and signs out the other sessions', async () => {
      const { user, cookie } = await signedIn();
      const elsewhere = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
      const response = await api()
        .put('/api/user/password')
        .set('Cookie', cookie)
        .send({
          id: user.id,
          version: user.version,
          currentPassword: DEFAULT_TEST_PASSWORD,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        })
        .expect(200);
      expect(response.body).toMatchObject({
        message: 'change_password_successful',
        user: { id: user.id, version: user.version + 1 },
      });
      await api().get('/api/user').set('Cookie', cookie).expect(200);
      await api().get('/api/user', LOGIN_HOST).set('Cookie', elsewhere).expect(401);
      await signIn(testApp.app, user.email, { password: STRONG_PASSWORD });
    });

    it('refuses a wrong current password and invalid fields with field errors', async () => {
      const { user, cookie } = await signedIn();
      await api()
        .put('/api/user/password')
        .set('Cookie', cookie)
        .send({
          id: user.id,
          version: user.version,
          currentPassword: 'Wrong-Passw0rd',
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        })
        .expect(422, { errors: [{ param: 'currentPassword', msg: 'validation_invalid_current_password' }] });
      const invalid = await api()
        .put('/api/user/password')
        .set('Cookie', cookie)
        .send({ id: user.id, version: user.version, currentPassword: '', password: 'short', confirmPassword: 'other' })
        .expect(422);
      expect(invalid.body.errors).toEqual([
        { param: 'currentPassword', msg: 'validation_change_password_currentPassword' },
        { param: 'password', msg: 'validation_change_password_password' },
        { param: 'confirmPassword', msg: 'validation_change_password_confirmPassword' },
      ]);
      const mismatch = await api()
        .put('/api/user/password')
        .set('Cookie', cookie)
        .send({
          id: user.id,
          version: user.version,
          currentPassword: DEFAULT_TEST_PASSWORD,
          password: STRONG_PASSWORD,
          confirmPassword: 'Other-Passw0rd!',
        })
        .expect(422);
      expect(mismatch.body.errors).toEqual([
        { param: 'confirmPassword', msg: 'validation_change_password_confirmPassword' },
      ]);
      const other = await createUser(testApp.dataSource);
      await api()
        .put('/api/user/password')
        .set('Cookie', cookie)
        .send({
          id: other.id,
          version: other.version,
          currentPassword: DEFAULT_TEST_PASSWORD,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        })
        .expect(403);
      const stale = await api()
        .put('/api/user/password')
        .set('Cookie', cookie)
        .send({
          id: user.id,
          version: user.version + 3,
          currentPassword: DEFAULT_TEST_PASSWORD,
          password: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
        })
        .expect(409);
      expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('User');
    });

    it('sets a password for an account without one', async () => {
      // Signed in with a password first, then the password removed: as for a social account.
      const { user, cookie: session } = await signedIn();
      await testApp.dataSource.getRepository(User).update({ id: user.id }, { passwordHash: null });
      const invalid = await api()
        .put('/api/user/password')
        .set('Cookie', session)
        .send({ id: user.id, version: user.version, password: 'weak', confirmPassword: 'weak2' })
        .expect(422);
      expect(invalid.body.errors).toEqual([
        { param: 'password', msg: 'validation_registration_password' },
        { param: 'confirmPassword', msg: 'validation_registration_confirmPassword' },
      ]);
      const response = await api()
        .put('/api/user/password')
        .set('Cookie', session)
        .send({ id: user.id, version: user.version, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD })
        .expect(200);
      expect(response.body).toMatchObject({ message: 'set_password_successful', user: { hasPassword: true } });
    });
  });

  describe('notification settings', () => {
    it('starts with every mail on, changes flags with optimistic locking', async () => {
      const { user, cookie } = await signedIn();
      await addMember(testApp.dataSource, (await createCrowd(testApp.dataSource)).id, user.id, 'CROWD_ADMIN');
      const initial = await api().get('/api/user/notificationSettings').set('Cookie', cookie).expect(200);
      expect(initial.body.version).toBe(1);
      for (const type of ZNotificationType.options) expect(initial.body[type]).toBe(true);

      const updated = await api()
        .put('/api/user/notificationSettings')
        .set('Cookie', cookie)
        .send({ version: 1, ideaLiked: false, crowdCreated: false })
        .expect(200);
      expect(updated.body).toMatchObject({
        message: 'notifications_update_successful',
        settings: { version: 2, ideaLiked: false, crowdCreated: false, ideaAdded: true },
      });
      const again = await api().get('/api/user/notificationSettings').set('Cookie', cookie).expect(200);
      expect(again.body).toMatchObject({ version: 2, ideaLiked: false, ideaCommented: true });

      const stale = await api()
        .put('/api/user/notificationSettings')
        .set('Cookie', cookie)
        .send({ version: 1, ideaLiked: true })
        .expect(409, { error: 'optimistic_locking_error' });
      expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('NotificationSettings');
      const invalid = await api()
        .put('/api/user/notificationSettings')
        .set('Cookie', cookie)
        .send({ version: 2, ideaLiked: 'yes' })
        .expect(422);
      expect(invalid.body.errors).toEqual([{ param: 'ideaLiked', msg: 'validation_invalid_value' }]);
    });

    const settingsOf = async (cookie: string) => {
      const {
        version,
        digests: _digests,
        ...flags
      } = (await api().get('/api/user/notificationSettings').set('Cookie', cookie).expect(200)).body as Record<
        string,
        unknown
      >;
      return { version: version as number, types: Object.keys(flags) };
    };
    const memberTypes = [
      'crowdRoleAdded',
      'ideaCommented',
      'ideaLiked',
      'ideaLikeMilestoneReached',
      'ideaMarkedByAdmin',
      'ideaStateChanged',
      'ideaMerged',
    ];

    it('shows a follower only the types that can reach them, and a manager also new ideas', async () => {
      const { user, cookie } = await signedIn();
      const crowd = await createCrowd(testApp.dataSource);
      await addMember(testApp.dataSource, crowd.id, user.id);
      expect((await settingsOf(cookie)).types).toEqual(memberTypes);

      const managed = await createCrowd(testApp.dataSource);
      await addMember(testApp.dataSource, managed.id, user.id, 'CROWD_MANAGER');
      expect((await settingsOf(cookie)).types.sort()).toEqual([...memberTypes, 'ideaAdded'].sort());
    });

    it('shows the subscription and payment family once the user administers a crowd', async () => {
      const { user, cookie } = await signedIn();
      expect((await settingsOf(cookie)).types).not.toContain('crowdSubscriptionPastDue');
      await addMember(testApp.dataSource, (await createCrowd(testApp.dataSource)).id, user.id, 'CROWD_ADMIN');
      expect((await settingsOf(cookie)).types).toEqual(ZNotificationType.options);
    });

    it('ignores flags of types that cannot reach the user (nothing stored for them)', async () => {
      const { user, cookie } = await signedIn();
      const { version } = await settingsOf(cookie);
      const updated = await api()
        .put('/api/user/notificationSettings')
        .set('Cookie', cookie)
        .send({ version, crowdSubscriptionPastDue: false, ideaAdded: false, ideaLiked: false })
        .expect(200);
      expect(updated.body.settings).toEqual({
        version: version + 1,
        ...Object.fromEntries(memberTypes.map((t) => [t, t !== 'ideaLiked'])),
        digests: Object.fromEntries(memberTypes.map((t) => [t, 'off'])),
      });

      await addMember(testApp.dataSource, (await createCrowd(testApp.dataSource)).id, user.id, 'CROWD_ADMIN');
      const admin = await api().get('/api/user/notificationSettings').set('Cookie', cookie).expect(200);
      expect(admin.body).toMatchObject({ crowdSubscriptionPastDue: true, ideaAdded: true, ideaLiked: false });
    });
  });

  it('GET /user/roles answers roles by crowd id, without disabled memberships', async () => {
    const { user, cookie } = await signedIn();
    const admin = await createCrowd(testApp.dataSource);
    const follower = await createCrowd(testApp.dataSource);
    const disabled = await createCrowd(testApp.dataSource);
    await addMember(testApp.dataSource, admin.id, user.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, follower.id, user.id);
    const member = await addMember(testApp.dataSource, disabled.id, user.id, 'CROWD_MANAGER');
    await testApp.dataSource.getRepository(member.constructor).update({ id: member.id }, { disabled: true });
    const response = await api().get('/api/user/roles').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({ [String(admin.id)]: 'CROWD_ADMIN', [String(follower.id)]: 'CROWD_FOLLOWER' });
  });

  it('GET /user/ideasLiked answers the ideas liked, commented on, answered and rated', async () => {
    const { user, cookie } = await signedIn();
    const crowd = await createCrowd(testApp.dataSource);
    const ideas = testApp.dataSource.getRepository(Idea);
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        ideas.save(
          ideas.create({
            crowdId: crowd.id,
            ownerId: null,
            creatorName: 'X',
            name,
            description: '<p>x</p>',
            state: 'SUBMITTED',
          }),
        ),
      ),
    );
    if (!a || !b || !c) throw new Error('ideas not created');
    const now = new Date();
    await testApp.dataSource.getRepository(IdeaLike).insert([{ ideaId: a.id, userId: user.id, createdAt: now }]);
    await testApp.dataSource.getRepository(Comment).insert([
      {
        ideaId: b.id,
        crowdId: crowd.id,
        ownerId: user.id,
        authorName: 'U',
        content: 'one',
        createdAt: now,
        updatedAt: now,
      },
      {
        ideaId: b.id,
        crowdId: crowd.id,
        ownerId: user.id,
        authorName: 'U',
        content: 'two',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    await testApp.dataSource
      .getRepository(IdeaRating)
      .insert([{ ideaId: c.id, userId: user.id, value: 4, createdAt: now, updatedAt: now }]);
    const questionnaire = await testApp.dataSource
      .getRepository(Questionnaire)
      .save(
        testApp.dataSource
          .getRepository(Questionnaire)
          .create({ crowdId: crowd.id, questionnaireType: 'IDEA_LIKE', enabled: true }),
      );
    const question = await testApp.dataSource
      .getRepository(Question)
      .save(
        testApp.dataSource
          .getRepository(Question)
          .create({ questionnaireId: questionnaire.id, questionType: 'TEXT', questionText: 'Why?', position: 0 }),
      );
    await testApp.dataSource.getRepository(Answer).insert([
      {
        questionnaireId: questionnaire.id,
        questionId: question.id,
        ideaId: a.id,
        userId: user.id,
        context: 'IDEA_LIKE',
        questionText: 'Why?',
        textAnswer: 'Because',
        createdAt: now,
      },
    ]);

    const response = await api().get('/api/user/ideasLiked').set('Cookie', cookie).expect(200);
    expect(response.body).toEqual({
      ideasLikedIds: [a.id],
      ideasCommentedOnIds: [b.id],
      ideasAnsweredIds: [a.id],
      ideasRatedIds: [c.id],
    });
  });
});
