import sharp from 'sharp';
import { IsNull } from 'typeorm';
import { Session } from '../../src/modules/auth/auth/entities/session.entity';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { StoredFile } from '../../src/infra/files/stored-file.entity';
import { IdeaLike } from '../../src/modules/idea/idea/entities/idea-like.entity';
import { IdeaRating } from '../../src/modules/idea/idea/entities/idea-rating.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { NotificationDigest } from '../../src/modules/notification/notification/entities/notification-digest.entity';
import { NotificationSettings } from '../../src/modules/notification/notification/entities/notification-settings.entity';
import { PaymentMethod } from '../../src/modules/subscription/payments/entities/payment-method.entity';
import { PaymentProvider } from '../../src/modules/subscription/payments/payment-provider';
import { UserToken } from '../../src/modules/auth/user-token/entities/user-token.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { registration, STRONG_PASSWORD } from '../auth/auth-support';
import { authTestApp, LOGIN_HOST, MAIN_HOST, setCookieOf, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser, DEFAULT_TEST_PASSWORD } from '../support/factories';
import { createIdea } from '../support/ideas';

describe('DELETE /user: erasing an account with its password', () => {
  const testApp = authTestApp();
  const { api } = testApp;
  const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository<T>(entity);

  /** A member of a crowd with an idea, a comment on someone else's idea, a like, a rating, a card, an avatar. */
  async function activeMember() {
    const user = await createUser(testApp.dataSource, { name: 'Jana Erased' });
    const crowd = await createCrowd(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, user.id);
    const cookie = await signIn(testApp.app, user.email);
    const loginCookie = await signIn(testApp.app, user.email, { host: LOGIN_HOST });
    const ownIdea = await createIdea(testApp.dataSource, crowd.id, user.id, { creatorName: user.name });
    const other = await createUser(testApp.dataSource);
    const othersIdea = await createIdea(testApp.dataSource, crowd.id, other.id, {
      likeCount: 2,
      ratingSum: 9,
      ratingCount: 2,
      commentCount: 2,
    });
    await repo(IdeaLike).save(
      repo(IdeaLike).create([
        { ideaId: othersIdea.id, userId: user.id },
        { ideaId: othersIdea.id, userId: other.id },
      ]),
    );
    await repo(IdeaRating).save(
      repo(IdeaRating).create([
        { ideaId: othersIdea.id, userId: user.id, value: 4 },
        { ideaId: othersIdea.id, userId: other.id, value: 5 },
      ]),
    );
    const comment = await repo(Comment).save(
      repo(Comment).create({
        ideaId: othersIdea.id,
        crowdId: crowd.id,
        ownerId: user.id,
        authorName: user.name,
        content: 'I agree',
      }),
    );
    await repo(Comment).save(
      repo(Comment).create({
        ideaId: othersIdea.id,
        crowdId: crowd.id,
        ownerId: other.id,
        authorName: 'Other',
        content: 'Me too',
      }),
    );
    await repo(PaymentMethod).save(
      repo(PaymentMethod).create({
        userId: user.id,
        providerId: `pm_${user.id}`,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2099,
        primary: true,
      }),
    );
    await repo(NotificationSettings).save(repo(NotificationSettings).create({ userId: user.id, flags: {} }));
    await repo(NotificationDigest).save(
      repo(NotificationDigest).create({
        userId: user.id,
        period: 'daily:2026-11-27',
        itemCount: 2,
        createdAt: new Date(),
      }),
    );
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const avatar = await api()
      .put('/api/user/avatar')
      .set('Cookie', cookie)
      .field('id', String(user.id))
      .field('version', String(user.version))
      .attach('avatar', png, { filename: 'me.png', contentType: 'image/png' })
      .expect(200);
    const avatarImageId = avatar.body.user.avatarImageId as number;
    return { user, crowd, cookie, loginCookie, ownIdea, othersIdea, comment, avatarImageId };
  }

  const erase = (cookie: string, body: Record<string, unknown>, host = MAIN_HOST) =>
    api().delete('/api/user', host).set('Cookie', cookie).send(body);

  it('erases the account at once: signed out on every host, personal data gone, content kept by nobody', async () => {
    const member = await activeMember();
    const detach = jest.spyOn(testApp.app.get(PaymentProvider), 'detachPaymentMethod');

    const response = await erase(member.cookie, { password: DEFAULT_TEST_PASSWORD }).expect(200, {
      status: 'erased',
      message: 'account_erased',
    });

    expect(setCookieOf(response, 'crowd_sid')).toMatch(/^crowd_sid=;/);
    await api().get('/api/user').set('Cookie', member.cookie).expect(401);
    await api().get('/api/user', LOGIN_HOST).set('Cookie', member.loginCookie).expect(401);
    expect(await repo(Session).countBy({ userId: member.user.id, revokedAt: IsNull() })).toBe(0);

    const row = await repo(User).findOneByOrFail({ id: member.user.id });
    expect(row).toMatchObject({
      email: '',
      name: '',
      about: null,
      passwordHash: null,
      avatarImageId: null,
      googleId: null,
      facebookId: null,
      stripeCustomerId: null,
    });
    expect(row.emailNormalized).not.toContain('@');
    expect(row.deletedAt).not.toBeNull();

    expect(await repo(Idea).findOneByOrFail({ id: member.ownIdea.id })).toMatchObject({
      ownerId: null,
      creatorName: '',
    });
    expect(await repo(Comment).findOneByOrFail({ id: member.comment.id })).toMatchObject({
      ownerId: null,
      authorName: '',
      content: 'I agree',
    });
    expect(await repo(Idea).findOneByOrFail({ id: member.othersIdea.id })).toMatchObject({
      likeCount: 2,
      ratingSum: 9,
      ratingCount: 2,
      commentCount: 2,
    });
    expect(await repo(IdeaLike).countBy({ ideaId: member.othersIdea.id })).toBe(2);
    expect(await repo(IdeaLike).countBy({ userId: member.user.id })).toBe(0);
    expect(await repo(IdeaRating).countBy({ ideaId: member.othersIdea.id })).toBe(2);
    expect(await repo(IdeaRating).countBy({ userId: member.user.id })).toBe(0);

    expect(await repo(CrowdMember).countBy({ userId: member.user.id })).toBe(0);
    expect(await repo(NotificationSettings).countBy({ userId: member.user.id })).toBe(0);
    expect(await repo(NotificationDigest).countBy({ userId: member.user.id })).toBe(0);
    expect(await repo(UserToken).countBy({ userId: member.user.id })).toBe(0);
    expect(await repo(PaymentMethod).countBy({ userId: member.user.id })).toBe(0);
    expect(detach).toHaveBeenCalledWith(`pm_${member.user.id}`);
    expect(await repo(StoredFile).countBy({ id: member.avatarImageId })).toBe(0);
    await api().get(`/api/file?fileId=${member.avatarImageId}`).expect(404);
    detach.mockRestore();
  });

  it('frees the e-mail: the same address can register again', async () => {
    const member = await activeMember();
    await erase(member.cookie, { password: DEFAULT_TEST_PASSWORD }).expect(200);
    await api()
      .post('/api/register')
      .send(registration({ email: member.user.email }))
      .expect(201, { message: 'registration_successful' });
    await api().post('/api/login').send({ email: member.user.email, password: DEFAULT_TEST_PASSWORD }).expect(401);
  });

  it('removes the ideas and comments when asked, uncounting the comments on other ideas', async () => {
    const member = await activeMember();
    await erase(member.cookie, { password: DEFAULT_TEST_PASSWORD, removeContent: true }).expect(200);
    expect(await repo(Idea).countBy({ id: member.ownIdea.id })).toBe(0);
    expect(await repo(Comment).countBy({ id: member.comment.id })).toBe(0);
    expect(await repo(Idea).findOneByOrFail({ id: member.othersIdea.id })).toMatchObject({
      commentCount: 1,
      likeCount: 2,
      ratingCount: 2,
    });
  });

  it('changes nothing on a wrong or missing password (422)', async () => {
    const member = await activeMember();
    const before = await repo(User).findOneByOrFail({ id: member.user.id });
    for (const body of [{ password: 'Wrong-Pass1' }, {}]) {
      await erase(member.cookie, body).expect(422, {
        errors: [{ param: 'password', msg: 'validation_account_erase_password' }],
      });
    }
    expect(await repo(User).findOneByOrFail({ id: member.user.id })).toEqual(before);
    await api().get('/api/user').set('Cookie', member.cookie).expect(200);
    await api().get('/api/user', LOGIN_HOST).set('Cookie', member.loginCookie).expect(200);
    expect(await repo(Idea).findOneByOrFail({ id: member.ownIdea.id })).toMatchObject({ ownerId: member.user.id });
    expect(await repo(CrowdMember).countBy({ userId: member.user.id })).toBe(1);
    expect(await repo(PaymentMethod).countBy({ userId: member.user.id })).toBe(1);
    expect(await repo(StoredFile).countBy({ id: member.avatarImageId })).toBe(1);
  });

  it('refuses an owner of crowds with 409 listing them, and changes nothing', async () => {
    const owner = await createUser(testApp.dataSource);
    const first = await createCrowd(testApp.dataSource, { ownerId: owner.id, title: 'Bike lanes' });
    const second = await createCrowd(testApp.dataSource, { ownerId: owner.id, title: 'Allotments' });
    await addMember(testApp.dataSource, first.id, owner.id, 'CROWD_ADMIN');
    const cookie = await signIn(testApp.app, owner.email);
    await erase(cookie, { password: DEFAULT_TEST_PASSWORD }).expect(409, {
      error: 'account_erase_owns_crowds',
      crowds: [
        { id: second.id, name: 'Allotments' },
        { id: first.id, name: 'Bike lanes' },
      ],
    });
    expect(await repo(User).findOneByOrFail({ id: owner.id })).toMatchObject({ email: owner.email, deletedAt: null });
    await api().get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('refuses a password of the wrong shape with 422 and a signed-out caller with 401', async () => {
    const member = await createUser(testApp.dataSource);
    const cookie = await signIn(testApp.app, member.email);
    await erase(cookie, { password: 42 }).expect(422);
    await erase(cookie, { password: DEFAULT_TEST_PASSWORD, removeContent: 'yes' }).expect(422);
    await api().delete('/api/user').send({ password: STRONG_PASSWORD }).expect(401);
    await api().get('/api/user').set('Cookie', cookie).expect(200);
  });
});
