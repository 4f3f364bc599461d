import { CrowdMember } from '../../src/modules/crowd/crowd/entities/crowd-member.entity';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { PLANS } from '@crowd/contracts';
import { authTestApp, MAIN_HOST } from '../support/auth-app';
import { createCrowd, createUser } from '../support/factories';
import { expireToken, fillCrowd, lastMailTo, linkToken, registration } from './auth-support';

describe('registration and account activation', () => {
  const testApp = authTestApp();
  const { api } = testApp;

  const userByEmail = (email: string) =>
    testApp.dataSource.getRepository(User).findOneByOrFail({ emailNormalized: email });

  it('creates an unverified account and mails an activation link on the main host', async () => {
    const body = registration({ email: 'Jane.Doe@Example.com', confirmEmail: 'jane.doe@example.com', locale: 'sk' });
    await api()
      .post('/api/register', 'evil.example.org')
      .send(body)
      .expect(201, { message: 'registration_successful' });

    const user = await userByEmail('jane.doe@example.com');
    expect(user).toMatchObject({ verifiedAt: null, locale: 'sk', boundCrowdId: null, name: 'New User' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await lastMailTo(testApp, 'jane.doe@example.com');
    const { link } = linkToken(mail, 'accountActivation');
    expect(link.startsWith(`http://${MAIN_HOST}/accountActivation/`)).toBe(true);
    expect(mail.subject).toMatch(/.+/);
  });

  it('reports every invalid field with its message key', async () => {
    const response = await api()
      .post('/api/register')
      .send({ email: 'not-an-email', confirmEmail: 'other', name: '  ', password: 'weak', confirmPassword: 'x' })
      .expect(422);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'email', msg: 'validation_registration_email' },
        { param: 'name', msg: 'validation_registration_name' },
        { param: 'password', msg: 'validation_registration_password' },
      ]),
    );
    const mismatch = await api()
      .post('/api/register')
      .send(registration({ confirmEmail: 'someone-else@example.com', confirmPassword: 'Other-Passw0rd!' }))
      .expect(422);
    expect(mismatch.body.errors).toEqual([
      { param: 'confirmEmail', msg: 'validation_registration_confirmEmail' },
      { param: 'confirmPassword', msg: 'validation_registration_confirmPassword' },
    ]);
  });

  it.each(['Abcdefg1\u2800', 'Abcdefg1\u3164', 'Abcdefg1\uFFA0'])(
    'refuses the password %j: a blank-looking character is no symbol',
    async (password) => {
      const body = registration({ password, confirmPassword: password });
      await api()
        .post('/api/register')
        .send(body)
        .expect(422, { errors: [{ param: 'password', msg: 'validation_registration_password' }] });
      expect(await testApp.dataSource.getRepository(User).existsBy({ emailNormalized: body.email as string })).toBe(
        false,
      );
    },
  );

  it('refuses an e-mail that is already registered, in any case', async () => {
    await createUser(testApp.dataSource, { email: 'taken@example.com' });
    const body = registration({ email: 'TAKEN@example.com', confirmEmail: 'taken@example.com' });
    await api()
      .post('/api/register')
      .send(body)
      .expect(422, { errors: [{ param: 'email', msg: 'validation_email_in_use' }] });
  });

  it('answers 404 for an unknown crowd', async () => {
    await api()
      .post('/api/register')
      .send(registration({ crowdId: 999999 }))
      .expect(404, { error: 'crowd_does_not_exist' });
  });

  it('makes a user registering through a crowd a follower and links to the crowd host', async () => {
    const crowd = await createCrowd(testApp.dataSource, { subdomain: 'open-crowd' });
    const body = registration({ crowdId: crowd.id });
    await api().post('/api/register', 'attacker.test').send(body).expect(201);
    const user = await userByEmail(body.email as string);
    expect(user.boundCrowdId).toBeNull();
    const member = await testApp.dataSource
      .getRepository(CrowdMember)
      .findOneByOrFail({ crowdId: crowd.id, userId: user.id });
    expect(member.role).toBe('CROWD_FOLLOWER');
    const { link } = linkToken(await lastMailTo(testApp, body.email as string), 'accountActivation');
    expect(link.startsWith(`http://open-crowd.${MAIN_HOST}/accountActivation/`)).toBe(true);
  });

  it('links to a crowd own domain when it is served without subdomain routing', async () => {
    const crowd = await createCrowd(testApp.dataSource, {
      tier: 3,
      domain: 'ideas.acme.test',
      subdomainRouting: false,
    });
    const body = registration({ crowdId: crowd.id });
    await api().post('/api/register').send(body).expect(201);
    const { link } = linkToken(await lastMailTo(testApp, body.email as string), 'accountActivation');
    expect(link.startsWith('http://ideas.acme.test/accountActivation/')).toBe(true);
  });

  it('accepts only allowed e-mails (domain, @domain or whole address) through a private crowd', async () => {
    const crowd = await createCrowd(testApp.dataSource, {
      privateCrowd: true,
      allowedDomains: ['acme.com', '@Partner.org', 'guest@other.net'],
    });
    for (const email of ['a@acme.com', 'b@partner.org', 'guest@other.net']) {
      await api()
        .post('/api/register')
        .send(registration({ email, crowdId: crowd.id }))
        .expect(201);
    }
    for (const email of ['c@sub.acme.com', 'x@other.net', 'd@acme.com.evil.io']) {
      await api()
        .post('/api/register')
        .send(registration({ email, crowdId: crowd.id }))
        .expect(422, { errors: [{ param: 'email', msg: 'validation_email_domain_not_allowed' }] });
    }
  });

  it('binds users to a crowd with privateUsers only when the plan has the feature', async () => {
    const festival = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
    const concert = await createCrowd(testApp.dataSource, { tier: 2, privateUsers: true });
    const bound = registration({ crowdId: festival.id });
    const free = registration({ crowdId: concert.id });
    await api().post('/api/register').send(bound).expect(201);
    await api().post('/api/register').send(free).expect(201);
    expect((await userByEmail(bound.email as string)).boundCrowdId).toBe(festival.id);
    expect((await userByEmail(free.email as string)).boundCrowdId).toBeNull();
  });

  it('answers 426 when the crowd plan user limit is reached, and creates nothing', async () => {
    const crowd = await createCrowd(testApp.dataSource, { tier: 0 });
    await fillCrowd(testApp.dataSource, crowd.id, PLANS[0].features.users);
    const body = registration({ crowdId: crowd.id });
    await api().post('/api/register').send(body).expect(426, { error: 'crowd_user_limit_reached' });
    expect(await testApp.dataSource.getRepository(User).existsBy({ emailNormalized: body.email as string })).toBe(
      false,
    );
  });

  it('activates once: success, then used; unknown and expired tokens are invalid', async () => {
    const body = registration();
    await api().post('/api/register').send(body).expect(201);
    const { token } = linkToken(await lastMailTo(testApp, body.email as string), 'accountActivation');

    await api()
      .get(`/api/register/activateAccount/${token}`)
      .expect(200, { status: 'success', message: 'activation_token_success' });
    expect((await userByEmail(body.email as string)).verifiedAt).toBeInstanceOf(Date);
    await api()
      .get(`/api/register/activateAccount/${token}`)
      .expect(200, { status: 'used', message: 'activation_token_used' });
    await api()
      .get('/api/register/activateAccount/no-such-token')
      .expect(200, { status: 'invalid', message: 'activation_token_invalid' });

    const late = registration();
    await api().post('/api/register').send(late).expect(201);
    const expired = linkToken(await lastMailTo(testApp, late.email as string), 'accountActivation').token;
    await expireToken(testApp.dataSource, expired);
    await api()
      .get(`/api/register/activateAccount/${expired}`)
      .expect(200, { status: 'invalid', message: 'activation_token_invalid' });
    expect((await userByEmail(late.email as string)).verifiedAt).toBeNull();
  });
});
