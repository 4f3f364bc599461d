import request from 'supertest';
import type { TDigestFrequency, TNotificationType } from '@crowd/contracts';
import { SettableClock } from '../../src/infra/clock/clock';
import { queueToken, type JobQueue } from '../../src/infra/queue/job-queue';
import { QueueName } from '../../src/infra/queue/queue-name';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { NotificationDigest } from '../../src/modules/notification/notification/entities/notification-digest.entity';
import { Notification } from '../../src/modules/notification/notification/entities/notification.entity';
import { DIGEST_JOB } from '../../src/modules/notification/notification-delivery/digest-job';
import { DigestSweepService } from '../../src/modules/notification/notification-delivery/digest-sweep.service';
import { User } from '../../src/modules/auth/user/entities/user.entity';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea } from '../support/ideas';
import type { ParsedMail } from '../support/mime';
import { settleNotifications } from '../support/notifications';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';

const at = (iso: string) => new Date(iso);

/**
 * E-mail digests (decision 036): a type set to a digest sends no instant mail; one mail per
 * period tells of what happened, after 08:00 in the person's time zone (Monday for the weekly),
 * once however often or concurrently the sweep runs, and none when nothing happened.
 */
describe('notification digests', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const clock = new SettableClock(at('2026-11-26T14:00:00.000Z'));
  const testApp = authTestApp(() => ({ clock, env: { SMTP_URL: smtp.url } }));

  const api = (method: 'get' | 'put' | 'post', path: string, cookie: string) => {
    const server = request(testApp.app.getHttpServer());
    const pending =
      method === 'get'
        ? server.get(`/api${path}`)
        : method === 'put'
          ? server.put(`/api${path}`)
          : server.post(`/api${path}`);
    return pending.set('X-Forwarded-Host', MAIN_HOST).set('Cookie', cookie);
  };

  const settle = () => settleNotifications(testApp.app);
  const sweep = async (): Promise<number> => {
    const sent = await testApp.app.get(DigestSweepService).sweep();
    await settle();
    return sent;
  };
  const mailsTo = (user: User): ParsedMail[] => smtp.received.filter((mail) => mail.to.includes(user.email));

  /** A signed-in person with the time zone and digest choices set through the API. */
  async function person(
    fields: Partial<User>,
    options: { timeZone?: string; digests?: Partial<Record<TNotificationType, TDigestFrequency>> } = {},
  ) {
    const user = await createUser(testApp.dataSource, fields);
    const cookie = await signIn(testApp.app, user.email);
    if (options.timeZone) {
      await api('put', '/user', cookie)
        .send({ id: user.id, version: user.version, timeZone: options.timeZone })
        .expect(200);
    }
    if (options.digests) {
      const { version } = (await api('get', '/user/notificationSettings', cookie).expect(200)).body as {
        version: number;
      };
      await api('put', '/user/notificationSettings', cookie).send({ version, digests: options.digests }).expect(200);
    }
    return { user, cookie };
  }

  /** A public crowd, an idea of `owner`'s in it and a follower who comments on it. */
  async function ideaOf(
    owner: User,
    name: string,
  ): Promise<{ crowd: Crowd; idea: Idea; comment: () => Promise<void> }> {
    const crowd = await createCrowd(testApp.dataSource, { title: `Crowd of ${name}` });
    await addMember(testApp.dataSource, crowd.id, owner.id, 'CROWD_FOLLOWER');
    const idea = await createIdea(testApp.dataSource, crowd.id, owner.id, { name });
    const commenter = await person({ name: 'Cyril Commenter' });
    await addMember(testApp.dataSource, crowd.id, commenter.user.id, 'CROWD_FOLLOWER');
    const comment = async () => {
      await api('post', `/crowdView/comment/${crowd.subdomain ?? ''}`, commenter.cookie)
        .send({ ideaId: idea.id, content: 'Good one' })
        .expect(201);
      await settle();
    };
    return { crowd, idea, comment };
  }

  it('sends the daily digest after 08:00 Bratislava and 08:00 New York, instead of the instant mails', async () => {
    clock.set(at('2026-11-26T14:00:00.000Z'));
    const bratislava = await person(
      { name: 'Bea Bratislava' },
      { timeZone: 'Europe/Bratislava', digests: { ideaCommented: 'daily' } },
    );
    const newYork = await person(
      { name: 'Ned NewYork' },
      { timeZone: 'America/New_York', digests: { ideaCommented: 'daily' } },
    );
    const first = await ideaOf(bratislava.user, 'Bike lanes');
    const second = await ideaOf(newYork.user, 'Night buses');
    await first.comment();
    await second.comment();

    // The notifications are there; their instant mails are not.
    expect(await testApp.dataSource.getRepository(Notification).countBy({ userId: bratislava.user.id })).toBe(1);
    expect(mailsTo(bratislava.user)).toEqual([]);
    expect(mailsTo(newYork.user)).toEqual([]);

    clock.set(at('2026-11-27T06:59:00.000Z'));
    await sweep();
    expect(mailsTo(bratislava.user)).toEqual([]);

    clock.set(at('2026-11-27T07:00:00.000Z')); // 08:00 in Bratislava, 02:00 in New York
    await sweep();
    const [digest] = mailsTo(bratislava.user);
    expect(mailsTo(bratislava.user)).toHaveLength(1);
    expect(digest?.subject).toBe('Your daily digest from Crowd Ideas');
    expect(digest?.text).toContain('Crowd of Bike lanes: Someone has commented on an idea');
    expect(digest?.text).toContain('Someone commented on the idea “Bike lanes”.');
    expect(digest?.text).toMatch(new RegExp(`https?://[^\\s]+/idea/${first.idea.id}\\b`));
    expect(digest?.html).toContain(`/idea/${first.idea.id}"`);
    expect(mailsTo(newYork.user)).toEqual([]);

    clock.set(at('2026-11-27T13:00:00.000Z')); // 08:00 in New York
    await sweep();
    expect(mailsTo(newYork.user)).toHaveLength(1);
    expect(mailsTo(newYork.user)[0]?.text).toContain('Night buses');
    expect(mailsTo(bratislava.user)).toHaveLength(1);
  });

  it('sends a period’s digest once: the job run again, concurrently, and through the queue', async () => {
    clock.set(at('2026-12-01T10:00:00.000Z'));
    const owner = await person({ name: 'Otto Once' }, { digests: { ideaCommented: 'daily' } });
    const { comment } = await ideaOf(owner.user, 'Benches');
    await comment();

    clock.set(at('2026-12-02T09:00:00.000Z'));
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    const queue = testApp.app.get<JobQueue<{ [DIGEST_JOB]: Record<string, never> }>>(
      queueToken(QueueName.Notification),
    );
    await queue.add(DIGEST_JOB, {});
    await settle();

    expect(mailsTo(owner.user)).toHaveLength(1);
    expect(await testApp.dataSource.getRepository(NotificationDigest).findBy({ userId: owner.user.id })).toEqual([
      expect.objectContaining({ period: 'daily:2026-12-02', itemCount: 1 }),
    ]);
  });

  it('sends nothing when nothing happened', async () => {
    clock.set(at('2026-12-03T10:00:00.000Z'));
    const quiet = await person({ name: 'Quinn Quiet' }, { digests: { ideaCommented: 'daily', ideaLiked: 'weekly' } });
    clock.set(at('2026-12-04T09:00:00.000Z'));
    await sweep();
    clock.set(at('2026-12-07T09:00:00.000Z'));
    await sweep();
    expect(mailsTo(quiet.user)).toEqual([]);
    expect(await testApp.dataSource.getRepository(NotificationDigest).countBy({ userId: quiet.user.id })).toBe(0);
  });

  it('sends the weekly digest on Monday 08:00, of the week before', async () => {
    clock.set(at('2026-12-09T10:00:00.000Z')); // a Wednesday
    const weekly = await person({ name: 'Wanda Weekly' }, { timeZone: 'UTC', digests: { ideaCommented: 'weekly' } });
    const { comment } = await ideaOf(weekly.user, 'Playground');
    await comment();

    clock.set(at('2026-12-13T20:00:00.000Z')); // Sunday
    await sweep();
    clock.set(at('2026-12-14T07:59:00.000Z')); // Monday, before 08:00
    await sweep();
    expect(mailsTo(weekly.user)).toEqual([]);

    clock.set(at('2026-12-14T08:00:00.000Z'));
    await sweep();
    expect(mailsTo(weekly.user).map((mail) => mail.subject)).toEqual(['Your weekly digest from Crowd Ideas']);
    expect(mailsTo(weekly.user)[0]?.text).toContain('Playground');
  });

  it('keeps the instant mail of the types not in a digest', async () => {
    clock.set(at('2026-12-15T10:00:00.000Z'));
    const mixed = await person({ name: 'Mia Mixed' }, { digests: { ideaLiked: 'daily' } });
    const { comment } = await ideaOf(mixed.user, 'Trees');
    await comment();
    expect(mailsTo(mixed.user).map((mail) => mail.subject)).toEqual(['New comment on Trees']);
  });

  it('writes the digest in Slovak to a Slovak speaker', async () => {
    clock.set(at('2026-12-16T10:00:00.000Z'));
    const jana = await person(
      { name: 'Jana', locale: 'sk' },
      { timeZone: 'Europe/Bratislava', digests: { ideaCommented: 'daily' } },
    );
    const { comment } = await ideaOf(jana.user, 'Lavičky');
    await comment();
    clock.set(at('2026-12-17T07:30:00.000Z'));
    await sweep();
    const [digest] = mailsTo(jana.user);
    expect(digest?.subject).toBe('Váš denný prehľad z Crowd Ideas');
    expect(digest?.text).toContain('Niekto okomentoval nápad „Lavičky“.');
    expect(digest?.text).toContain('Dobrý deň');
  });

  it('refuses an unknown time zone or digest choice with 422 and changes nothing', async () => {
    const { user, cookie } = await person({ name: 'Ivo Invalid' });
    const refused = await api('put', '/user', cookie)
      .send({ id: user.id, version: user.version, timeZone: 'Mars/Olympus_Mons' })
      .expect(422);
    expect(refused.body.errors).toEqual([{ param: 'timeZone', msg: 'validation_account_timeZone' }]);
    const settings = (await api('get', '/user/notificationSettings', cookie).expect(200)).body as { version: number };
    const wrongChoice = await api('put', '/user/notificationSettings', cookie)
      .send({ version: settings.version, digests: { ideaCommented: 'hourly' } })
      .expect(422);
    expect(wrongChoice.body.errors).toEqual([{ param: 'digests.ideaCommented', msg: 'validation_invalid_value' }]);

    const stored = await testApp.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored).toMatchObject({ timeZone: 'UTC', version: user.version });
    const after = await api('get', '/user/notificationSettings', cookie).expect(200);
    expect(after.body).toMatchObject({ version: settings.version, digests: { ideaCommented: 'off' } });

    const current = await api('get', '/user', cookie).expect(200);
    expect(current.body).toMatchObject({ timeZone: 'UTC' });
  });

  it('keeps the time zone the browser reported at sign-up, and UTC for one it does not know', async () => {
    const register = (email: string, timeZone: string) =>
      request(testApp.app.getHttpServer())
        .post('/api/register')
        .set('X-Forwarded-Host', MAIN_HOST)
        .send({
          email,
          confirmEmail: email,
          name: 'Tom Zone',
          password: 'Secret-Pass-123',
          confirmPassword: 'Secret-Pass-123',
          timeZone,
        })
        .expect(201);
    await register('tz-known@example.com', 'America/New_York');
    await register('tz-unknown@example.com', 'Nowhere/Else');
    const users = testApp.dataSource.getRepository(User);
    expect((await users.findOneByOrFail({ emailNormalized: 'tz-known@example.com' })).timeZone).toBe(
      'America/New_York',
    );
    expect((await users.findOneByOrFail({ emailNormalized: 'tz-unknown@example.com' })).timeZone).toBe('UTC');
  });
});
