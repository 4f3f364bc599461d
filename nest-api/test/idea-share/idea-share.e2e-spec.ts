import { LIMITS, ZIdeaViewResponse, ZShareIdeaResponse } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { IdeaShare } from '../../src/modules/idea/idea-share/entities/idea-share.entity';
import { IdeaView } from '../../src/modules/idea/idea-share/entities/idea-view.entity';
import type { Idea } from '../../src/modules/idea/idea/entities/idea.entity';
import { sentMails } from '../auth/auth-support';
import { startTestApp, uniqueQueuePrefix, type TestApp } from '../support/app';
import { authTestApp, generousRateLimits, MAIN_HOST, signIn } from '../support/auth-app';
import { createTestDatabase } from '../support/database';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea, ideaCounters } from '../support/ideas';
import { describeWithRedis, TEST_REDIS_URL } from '../support/services';

/** Each address counts one; the tests stay under it with a fresh user each, the limit's test goes over. */
const SHARE_LIMIT = 15;
/** Shared ideas one address receives a day; the tests mail fresh addresses, the limit's test one address often. */
const RECIPIENT_LIMIT = 3;

describe("an idea's views and shares (/api/public/ideas/views, /api/idea/share)", () => {
  const testApp = authTestApp(() => ({
    env: { RATE_LIMIT_SHARE_PER_USER: `${SHARE_LIMIT}/1h`, RATE_LIMIT_SHARE_PER_RECIPIENT: `${RECIPIENT_LIMIT}/1d` },
  }));

  const call = (method: 'get' | 'post', path: string, cookie?: string) => {
    const pending = request(testApp.app.getHttpServer())[method](`/api${path}`).set('X-Forwarded-Host', MAIN_HOST);
    return cookie ? pending.set('Cookie', cookie) : pending;
  };

  async function crowdWithIdea(overrides: Parameters<typeof createCrowd>[1] = {}) {
    const crowd = await createCrowd(testApp.dataSource, overrides);
    const author = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, author.id);
    const idea = await createIdea(testApp.dataSource, crowd.id, author.id, { name: 'Bike lanes' });
    return { crowd, idea, authorCookie: await signIn(testApp.app, author.email) };
  }

  async function signedInUser(fields: Parameters<typeof createUser>[1] = {}, crowd?: Crowd) {
    const user = await createUser(testApp.dataSource, fields);
    if (crowd) await addMember(testApp.dataSource, crowd.id, user.id);
    return { user, cookie: await signIn(testApp.app, user.email) };
  }

  const share = (idea: Pick<Idea, 'id'>, emails: unknown, cookie?: string) =>
    call('post', '/idea/share', cookie).send({ ideaId: idea.id, emails });

  const mailsTo = async (addresses: readonly string[]) =>
    (await sentMails(testApp)).filter((mail) => addresses.some((address) => mail.to.includes(address)));

  describe('views', () => {
    it('counts a view on every visit, signed in or not, and records who viewed', async () => {
      const { idea } = await crowdWithIdea();
      const viewer = await signedInUser();
      expect(ZIdeaViewResponse.parse((await call('get', `/public/ideas/views/${idea.id}`).expect(200)).body)).toEqual({
        viewCount: 1,
      });
      await call('get', `/public/ideas/views/${idea.id}`, viewer.cookie).expect(200, { viewCount: 2 });
      const views = await testApp.dataSource
        .getRepository(IdeaView)
        .find({ where: { ideaId: idea.id }, order: { id: 'ASC' } });
      expect(views.map((view) => view.userId)).toEqual([null, viewer.user.id]);
    });

    it('counts 20 concurrent views exactly', async () => {
      const { idea } = await crowdWithIdea();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => call('get', `/public/ideas/views/${idea.id}`)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ viewCount: 20 });
    });

    it("does not count a private crowd's idea for outsiders, nor an unknown idea", async () => {
      const { idea, authorCookie } = await crowdWithIdea({ tier: 3, privateCrowd: true });
      const outsider = await signedInUser();
      await call('get', `/public/ideas/views/${idea.id}`).expect(401, { error: 'unauthorized' });
      await call('get', `/public/ideas/views/${idea.id}`, outsider.cookie).expect(403, { error: 'forbidden' });
      await call('get', '/public/ideas/views/999999999').expect(404);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ viewCount: 0 });
      await call('get', `/public/ideas/views/${idea.id}`, authorCookie).expect(200, { viewCount: 1 });
    });

    it('gathered for a moment (VIEW_COUNT_FLUSH_MS), loses no view: each answer counts it, the database gets every one, shutdown writes the rest', async () => {
      const { idea } = await crowdWithIdea();
      const viewer = await signedInUser();
      // A second API process on the same database, gathering views as production does. The moment is
      // long enough for fifteen concurrent views to land in it on a loaded machine: an answer made
      // across a write would read the count from before it.
      const gathering = await startTestApp({
        db: testApp.db,
        env: { ...generousRateLimits(), VIEW_COUNT_FLUSH_MS: '1500' },
      });
      let closed = false;
      try {
        const view = (cookie?: string) => {
          const pending = request(gathering.app.getHttpServer())
            .get(`/api/public/ideas/views/${idea.id}`)
            .set('X-Forwarded-Host', MAIN_HOST);
          return cookie ? pending.set('Cookie', cookie) : pending;
        };
        const first = await Promise.all(
          Array.from({ length: 15 }, (_, i) => view(i % 3 === 0 ? viewer.cookie : undefined)),
        );
        expect(first.map((response) => response.status)).toEqual(Array(15).fill(200));
        // Every answer counts its own view on top of those before it.
        expect(first.map((response) => ZIdeaViewResponse.parse(response.body).viewCount).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 15 }, (_, i) => i + 1),
        );
        const views = testApp.dataSource.getRepository(IdeaView);
        for (let waited = 0; (await views.countBy({ ideaId: idea.id })) < 15 && waited < 5000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ viewCount: 15 });

        // Views counted right before shutdown are written by it.
        const last = await Promise.all(Array.from({ length: 10 }, () => view()));
        expect(last.map((response) => response.status)).toEqual(Array(10).fill(200));
        await gathering.close();
        closed = true;
        expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ viewCount: 25 });
        const rows = await views.find({ where: { ideaId: idea.id } });
        expect(rows).toHaveLength(25);
        expect(rows.filter((row) => row.userId === viewer.user.id)).toHaveLength(5);
      } finally {
        if (!closed) await gathering.close();
      }
    });
  });

  describe('shares', () => {
    it("mails each address the idea's link in the crowd's language and counts one share", async () => {
      const { crowd, idea } = await crowdWithIdea({ title: 'Green City', locale: 'sk' });
      const sender = await signedInUser({ name: 'Sam Sender' });
      const stamp = Date.now();
      const addresses = [`a-${stamp}@example.com`, `b-${stamp}@example.com`, `c-${stamp}@example.com`];

      const response = await share(
        idea,
        ` ${addresses[0]}, ${addresses[1]};${addresses[2]}  ${addresses[0]}`,
        sender.cookie,
      ).expect(200);
      expect(ZShareIdeaResponse.parse(response.body)).toEqual({ message: 'idea_shared', shareCount: 1 });

      const mails = await mailsTo(addresses);
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.subject).toBe(translate('sk', 'mail', 'ideaShared.subject', { senderName: 'Sam Sender' }));
        expect(mail.text).toContain('Bike lanes');
        expect(mail.text).toContain('Green City');
        expect(mail.text).toContain(`http://${crowd.subdomain}.${MAIN_HOST}/idea/${idea.id}`);
      }
      const rows = await testApp.dataSource.getRepository(IdeaShare).findBy({ ideaId: idea.id });
      expect(rows.map(({ userId, recipientCount }) => ({ userId, recipientCount }))).toEqual([
        { userId: sender.user.id, recipientCount: 3 },
      ]);
      await share(idea, [`d-${stamp}@example.com`], sender.cookie).expect(200, {
        message: 'idea_shared',
        shareCount: 2,
      });
    });

    it('validates the e-mails with the contract keys, and then mails no one and counts nothing', async () => {
      const { idea } = await crowdWithIdea();
      const sender = await signedInUser();
      const stamp = Date.now();
      const eleven = Array.from(
        { length: LIMITS.shareEmailsMax + 1 },
        (_, index) => `many-${index}-${stamp}@example.com`,
      );
      await share(idea, ' ,; ', sender.cookie).expect(422, {
        errors: [{ param: 'emails', msg: 'validation_crowd_users_emails_empty' }],
      });
      await share(idea, `ok-${stamp}@example.com, not-an-address`, sender.cookie).expect(422, {
        errors: [{ param: 'emails', msg: 'validation_crowd_users_emails' }],
      });
      const tooMany = await share(idea, eleven.join(' '), sender.cookie).expect(422);
      expect(tooMany.body.errors[0]).toMatchObject({ param: 'emails', msg: 'validation_share_emails_too_many' });
      expect(await mailsTo([...eleven, `ok-${stamp}@example.com`])).toEqual([]);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ shareCount: 0 });
    });

    it('answers 429 with Retry-After once a user has mailed the limit, and that user alone', async () => {
      const { idea } = await crowdWithIdea();
      const sender = await signedInUser();
      const stamp = Date.now();
      const batch = (name: string, count: number) =>
        Array.from({ length: count }, (_, index) => `${name}-${index}-${stamp}@example.com`);

      await share(idea, batch('first', 10), sender.cookie).expect(200);
      const over = batch('over', SHARE_LIMIT - 10 + 1);
      const refused = await share(idea, over, sender.cookie).expect(429, { error: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailsTo(over)).toEqual([]);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ shareCount: 1 });

      const someoneElse = await signedInUser();
      await share(idea, batch('other', 3), someoneElse.cookie).expect(200, { message: 'idea_shared', shareCount: 2 });
    });

    it("links only the idea in the mail, whatever the sender's and the idea's names hold (phishing relay)", async () => {
      const { crowd } = await crowdWithIdea();
      const author = await createUser(testApp.dataSource);
      const idea = await createIdea(testApp.dataSource, crowd.id, author.id, { name: 'Log in at www.evil.com now' });
      // A name stored before names were checked: line breaks, a fake header and an address.
      const sender = await signedInUser({
        name: 'Ann\r\nBcc: victim@example.com\r\nYour account is locked, sign in at http://evil.example.com/login',
      });
      const to = `phished-${Date.now()}@example.com`;
      await share(idea, [to], sender.cookie).expect(200);

      const [mail] = await mailsTo([to]);
      const ideaLink = `http://${crowd.subdomain}.${MAIN_HOST}/idea/${idea.id}`;
      const anchors = [...(mail?.html ?? '').matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1]);
      expect(new Set(anchors)).toEqual(new Set([ideaLink]));
      for (const part of [mail?.subject, mail?.text, mail?.html]) {
        expect(part).not.toMatch(/^\s*Bcc:/im);
        expect(part).not.toMatch(/evil\.example\.com|www\.evil\.com/);
      }
      expect(mail?.text).toContain(
        'Ann Bcc: victim@example[.]com Your account is locked, sign in at http[:]//evil[.]example[.]com/login',
      );
      expect(mail?.text).toContain('www[.]evil[.]com');
      expect(mail?.headers.has('bcc')).toBe(false);
    });

    it('refuses a share once an address has received the daily number of shared ideas from anyone, and mails no one', async () => {
      const { idea } = await crowdWithIdea();
      const stamp = Date.now();
      const target = `target-${stamp}@example.com`;
      const others = [`other-a-${stamp}@example.com`, `other-b-${stamp}@example.com`];
      for (let sent = 0; sent < RECIPIENT_LIMIT; sent += 1) {
        const sender = await signedInUser();
        await share(idea, [target.toUpperCase()], sender.cookie).expect(200);
      }

      const next = await signedInUser();
      await share(idea, [...others, target], next.cookie).expect(422, {
        errors: [{ param: 'emails', msg: 'validation_share_recipient_limit' }],
      });
      expect(await mailsTo(others)).toEqual([]);
      expect(await mailsTo([target])).toHaveLength(RECIPIENT_LIMIT);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ shareCount: RECIPIENT_LIMIT });
      // The refused share took nothing from the other addresses' allowance.
      for (let sent = 1; sent < RECIPIENT_LIMIT; sent += 1) await share(idea, others, next.cookie).expect(200);
    });

    it('refuses the signed out, outsiders of a private crowd and private users of another crowd', async () => {
      const { crowd, idea } = await crowdWithIdea({ tier: 3, privateCrowd: true });
      const outsider = await signedInUser();
      const home = await createCrowd(testApp.dataSource, { tier: 3, privateUsers: true });
      const bound = await createUser(testApp.dataSource, { boundCrowdId: home.id });
      await addMember(testApp.dataSource, home.id, bound.id);
      const boundCookie = await signIn(testApp.app, bound.email, { crowdId: home.id });
      const address = `private-${Date.now()}@example.com`;

      await share(idea, [address]).expect(401, { error: 'unauthorized' });
      await share(idea, [address], outsider.cookie).expect(403, { error: 'forbidden' });
      await share(idea, [address], boundCookie).expect(403, { error: 'user_bound_to_other_crowd' });
      await share({ id: 999999999 }, [address], outsider.cookie).expect(404);
      expect(await mailsTo([address])).toEqual([]);
      expect(await ideaCounters(testApp.dataSource, idea.id)).toMatchObject({ shareCount: 0 });

      const member = await signedInUser({}, crowd);
      await share(idea, [address], member.cookie).expect(200, { message: 'idea_shared', shareCount: 1 });
    });
  });
});

describeWithRedis('the daily limit per recipient in Redis', () => {
  it('is shared by every api instance', async () => {
    const db = await createTestDatabase();
    const env = {
      ...generousRateLimits(),
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      RUN_QUEUE_PROCESSORS: '1',
      RATE_LIMIT_SHARE_PER_RECIPIENT: '2/1d',
    };
    const instances: TestApp[] = [];
    try {
      instances.push(await startTestApp({ db, env }), await startTestApp({ db, env }));
      const dataSource = instances[0]!.app.get(DataSource);
      const crowd = await createCrowd(dataSource);
      const user = await createUser(dataSource);
      const idea = await createIdea(dataSource, crowd.id, user.id);
      const to = `shared-${Date.now()}@example.com`;
      const shareOn = async (instance: TestApp) =>
        request(instance.app.getHttpServer())
          .post('/api/idea/share')
          .set('X-Forwarded-Host', MAIN_HOST)
          .set('Cookie', await signIn(instance.app, user.email))
          .send({ ideaId: idea.id, emails: [to] });
      const [first, second] = instances as [TestApp, TestApp];
      expect((await shareOn(first)).status).toBe(200);
      expect((await shareOn(second)).status).toBe(200);
      expect((await shareOn(first)).body).toEqual({
        errors: [{ param: 'emails', msg: 'validation_share_recipient_limit' }],
      });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await db.drop();
    }
  });
});
