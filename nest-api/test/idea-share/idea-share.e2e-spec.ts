import { LIMITS, ZIdeaViewResponse, ZShareIdeaResponse } from '@crowd/contracts';
import { translate } from '@crowd/i18n';
import request from 'supertest';
import type { Crowd } from '../../src/modules/crowd/entities/crowd.entity';
import { IdeaShare } from '../../src/modules/idea/entities/idea-share.entity';
import { IdeaView } from '../../src/modules/idea/entities/idea-view.entity';
import type { Idea } from '../../src/modules/idea/entities/idea.entity';
import { sentMails } from '../auth/auth-support';
import { authTestApp, MAIN_HOST, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { createIdea, ideaCounters } from '../support/ideas';

/** Each address counts one; the tests stay under it with a fresh user each, the limit's test goes over. */
const SHARE_LIMIT = 15;

describe("an idea's views and shares (/api/public/ideas/views, /api/idea/share)", () => {
  const testApp = authTestApp(() => ({ env: { RATE_LIMIT_SHARE_PER_USER: `${SHARE_LIMIT}/1h` } }));

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
