import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Comment } from '../../src/modules/idea/comment/entities/comment.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { expireToken, lastMailTo, linkToken } from '../auth/auth-support';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import { authTestApp, signIn } from '../support/auth-app';

describe('erasing an account without a password: the one-time link', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  /** An account of social sign-in only, signed in (a password set for signing in, then dropped). */
  async function socialMember() {
    const user = await createUser(testApp.dataSource, { googleId: `g-${Math.random()}` });
    const cookie = await signIn(testApp.app, user.email);
    await testApp.dataSource.getRepository(User).update({ id: user.id }, { passwordHash: null });
    const crowd = await createCrowd(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, user.id);
    const idea = await createIdea(testApp.dataSource, crowd.id, user.id);
    return { user, cookie, crowd, idea };
  }

  async function requestLink(cookie: string, email: string, body: Record<string, unknown> = {}) {
    await api()
      .delete('/api/user')
      .set('Cookie', cookie)
      .send(body)
      .expect(200, { status: 'link_sent', message: 'account_erasure_link_sent' });
    return linkToken(await lastMailTo(testApp, email), 'eraseAccount').token;
  }

  it('mails a link and keeps the account until it is followed; the link works once', async () => {
    const member = await socialMember();
    const token = await requestLink(member.cookie, member.user.email);
    await api().get('/api/user').set('Cookie', member.cookie).expect(200);

    await api().post('/api/user/erasure').send({ token }).expect(200, { status: 'erased', message: 'account_erased' });
    await api().get('/api/user').set('Cookie', member.cookie).expect(401);
    const row = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id });
    expect(row).toMatchObject({ email: '', name: '', googleId: null });
    expect(await testApp.dataSource.getRepository(Idea).findOneByOrFail({ id: member.idea.id })).toMatchObject({
      ownerId: null,
    });

    await api()
      .post('/api/user/erasure')
      .send({ token })
      .expect(422, { errors: [{ param: 'token', msg: 'account_erasure_link_invalid' }] });
  });

  it('carries the choice to remove content with the link', async () => {
    const member = await socialMember();
    const comments = testApp.dataSource.getRepository(Comment);
    const comment = await comments.save(
      comments.create({
        ideaId: member.idea.id,
        crowdId: member.crowd.id,
        ownerId: member.user.id,
        authorName: 'Me',
        content: 'Mine',
      }),
    );
    const token = await requestLink(member.cookie, member.user.email, { removeContent: true });
    await api().post('/api/user/erasure').send({ token }).expect(200);
    expect(await testApp.dataSource.getRepository(Idea).countBy({ id: member.idea.id })).toBe(0);
    expect(await testApp.dataSource.getRepository(Comment).countBy({ id: comment.id })).toBe(0);
  });

  it('refuses an unknown, expired or superseded link with 422 and changes nothing', async () => {
    const member = await socialMember();
    const older = await requestLink(member.cookie, member.user.email);
    const newer = await requestLink(member.cookie, member.user.email);
    expect(newer).not.toBe(older);
    const invalid = { errors: [{ param: 'token', msg: 'account_erasure_link_invalid' }] };
    await api().post('/api/user/erasure').send({ token: older }).expect(422, invalid);
    await api().post('/api/user/erasure').send({ token: 'no-such-token' }).expect(422, invalid);
    await expireToken(testApp.dataSource, newer);
    await api().post('/api/user/erasure').send({ token: newer }).expect(422, invalid);
    await api().get('/api/user').set('Cookie', member.cookie).expect(200);
  });

  it('keeps the link usable while its account owns a crowd (409), and mails none to an owner', async () => {
    const member = await socialMember();
    const token = await requestLink(member.cookie, member.user.email);
    const crowd = await createCrowd(testApp.dataSource, { ownerId: member.user.id, title: 'Owned meanwhile' });
    await api()
      .post('/api/user/erasure')
      .send({ token })
      .expect(409, { error: 'account_erase_owns_crowds', crowds: [{ id: crowd.id, name: 'Owned meanwhile' }] });
    await api()
      .delete('/api/user')
      .set('Cookie', member.cookie)
      .send({})
      .expect(409)
      .expect((response) => expect(response.body.error).toBe('account_erase_owns_crowds'));
    await testApp.dataSource.getRepository(Crowd).update({ id: crowd.id }, { ownerId: null });
    await api().post('/api/user/erasure').send({ token }).expect(200);
  });
});
