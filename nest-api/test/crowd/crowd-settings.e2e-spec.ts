import { LIMITS, STALE_ENTITY_HEADER, ZCrowd, type TTier } from '@crowd/contracts';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { authTestApp, signIn } from '../support/auth-app';
import { addMember, createCrowd, createUser } from '../support/factories';
import { refusedCrowdActors } from '../support/refused-actors';

describe('PUT /api/crowd', () => {
  const testApp = authTestApp();
  const { api } = testApp;
  const crowds = () => testApp.dataSource.getRepository(Crowd);

  /** A crowd on `tier` (null: no subscription) and its signed-in admin. */
  async function administered(tier: TTier | null = 2, overrides: Partial<Crowd> = {}) {
    const crowd = await createCrowd(testApp.dataSource, { tier, ...overrides });
    const admin = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, crowd.id, admin.id, 'CROWD_ADMIN');
    return { crowd, cookie: await signIn(testApp.app, admin.email) };
  }

  const put = (cookie: string, body: object) => api().put('/api/crowd').set('Cookie', cookie).send(body);

  /** The crowd row as stored, for "nothing changed" checks. */
  const stored = (id: number) => crowds().findOneByOrFail({ id });

  it('changes the sent profile fields, bumps the version and answers the crowd', async () => {
    const { crowd, cookie } = await administered(2, { visible: false });
    const response = await put(cookie, {
      id: crowd.id,
      version: crowd.version,
      title: '  Acme ideas  ',
      description: 'd'.repeat(LIMITS.crowdDescriptionMax),
      locale: 'sk',
      gaCode: 'UA-12345-1',
      likeMilestone: '25',
      rewardAmount: 5000,
      rewardCurrency: 'CZK',
      visible: true,
      hideTitle: true,
      subdomain: '  My-Crowd-2 ',
    }).expect(200);

    const body = ZCrowd.strict().parse(response.body);
    expect(body).toMatchObject({
      id: crowd.id,
      version: crowd.version + 1,
      title: 'Acme ideas',
      locale: 'sk',
      gaCode: 'UA-12345-1',
      likeMilestone: 25,
      rewardAmount: 5000,
      rewardCurrency: 'CZK',
      visible: true,
      hideTitle: true,
      subdomain: 'my-crowd-2',
      role: 'CROWD_ADMIN',
      status: 'active',
      plan: 'concert',
    });
    expect(await stored(crowd.id)).toMatchObject({ subdomainNormalized: 'my-crowd-2', version: crowd.version + 1 });
  });

  it('refuses to make a crowd without a subscription visible (spec 4), and lets it hide', async () => {
    const { crowd, cookie } = await administered(null, { visible: false });
    const response = await put(cookie, { id: crowd.id, version: crowd.version, visible: true }).expect(422);
    expect(response.body).toEqual({
      errors: [{ param: 'visible', msg: 'validation_crowd_visible_no_subscription' }],
    });
    expect(await stored(crowd.id)).toMatchObject({ visible: false, version: crowd.version });

    const shown = await administered(null, { visible: true });
    await put(shown.cookie, { id: shown.crowd.id, version: shown.crowd.version, visible: true }).expect(200);
    await put(shown.cookie, { id: shown.crowd.id, version: shown.crowd.version + 1, visible: false }).expect(200);
  });

  it('clears the optional fields with empty values', async () => {
    const { crowd, cookie } = await administered(2, { gaCode: 'G-ABC123', likeMilestone: 5, rewardAmount: 100 });
    const response = await put(cookie, {
      id: crowd.id,
      version: crowd.version,
      gaCode: '',
      likeMilestone: '',
      rewardAmount: null,
    }).expect(200);
    expect(response.body).toMatchObject({ gaCode: null, likeMilestone: null, rewardAmount: null });
  });

  describe('validation: 422 with the message key on the field, nothing changed', () => {
    const cases: Array<[name: string, fields: Record<string, unknown>, param: string, msg: string]> = [
      ['empty title', { title: '   ' }, 'title', 'validation_crowd_title'],
      ['long title', { title: 't'.repeat(LIMITS.crowdTitleMax + 1) }, 'title', 'validation_crowd_title'],
      [
        'long description',
        { description: 'd'.repeat(LIMITS.crowdDescriptionMax + 1) },
        'description',
        'validation_crowd_description',
      ],
      ['unknown locale', { locale: 'de' }, 'locale', 'validation_account_locale'],
      ['gaCode pattern', { gaCode: 'XA-123' }, 'gaCode', 'validation_crowd_gacode'],
      ['gaCode without blocks', { gaCode: 'UA-123' }, 'gaCode', 'validation_crowd_gacode'],
      ['likeMilestone letters', { likeMilestone: '12a' }, 'likeMilestone', 'validation_crowd_likeMilestone'],
      ['likeMilestone negative', { likeMilestone: -1 }, 'likeMilestone', 'validation_crowd_likeMilestone'],
      ['likeMilestone fraction', { likeMilestone: 1.5 }, 'likeMilestone', 'validation_crowd_likeMilestone'],
      ['rewardAmount letters', { rewardAmount: '10 EUR' }, 'rewardAmount', 'validation_crowd_rewardAmount'],
      ['rewardCurrency', { rewardCurrency: 'BTC' }, 'rewardCurrency', 'validation_invalid_value'],
      ['visible not a boolean', { visible: 'yes' }, 'visible', 'validation_invalid_value'],
      ['empty subdomain', { subdomain: '  ' }, 'subdomain', 'validation_crowd_subdomain_empty'],
      ['null subdomain', { subdomain: null }, 'subdomain', 'validation_crowd_subdomain_empty'],
      ['reserved subdomain', { subdomain: 'admin' }, 'subdomain', 'validation_crowd_subdomain_invalid'],
      ['reserved subdomain in capitals', { subdomain: 'Report' }, 'subdomain', 'validation_crowd_subdomain_invalid'],
      ['reserved www', { subdomain: 'www' }, 'subdomain', 'validation_crowd_subdomain_invalid'],
      ['subdomain underscore', { subdomain: 'my_crowd' }, 'subdomain', 'validation_crowd_subdomain_regex'],
      ['subdomain double dash', { subdomain: 'my--crowd' }, 'subdomain', 'validation_crowd_subdomain_regex'],
      ['subdomain leading dash', { subdomain: '-crowd' }, 'subdomain', 'validation_crowd_subdomain_regex'],
      ['subdomain with a dot', { subdomain: 'my.crowd' }, 'subdomain', 'validation_crowd_subdomain_regex'],
      ['domain pattern', { domain: 'not a domain' }, 'domain', 'validation_crowd_domain_regex'],
      ['domain without a dot', { domain: 'localhost' }, 'domain', 'validation_crowd_domain_regex'],
      ['domain with the product name', { domain: 'ideas.crowdideas.com' }, 'domain', 'validation_crowd_domain_invalid'],
      [
        'domain with the product name dashed',
        { domain: 'www.Crowd-Ideas.org' },
        'domain',
        'validation_crowd_domain_invalid',
      ],
      [
        'no own domain and subdomain routing off',
        { domain: '', subdomainRouting: false },
        'domain',
        'validation_crowd_subdomain_disabled_domain_empty',
      ],
      [
        'private crowd without allowed e-mails',
        { privateCrowd: true, allowedDomains: '' },
        'allowedDomains',
        'validation_crowd_private_allowed_emails_empty',
      ],
      [
        'invalid allowed entry',
        { allowedDomains: 'acme.com; not an email' },
        'allowedDomains',
        'validation_crowd_private_allowed_emails_invalid',
      ],
      [
        'billing without a name',
        {
          billingInfo: {
            name: '',
            companyName: 'Acme',
            street: 'Main 1',
            postalCode: '81101',
            city: 'Bratislava',
            country: 'SK',
            companyId: '123',
            taxId: '456',
          },
        },
        'billingInfo.name',
        'validation_crowd_billing_name',
      ],
    ];

    it.each(cases)('%s', async (_name, fields, param, msg) => {
      const { crowd, cookie } = await administered(3);
      const before = await stored(crowd.id);
      const response = await put(cookie, { id: crowd.id, version: crowd.version, ...fields }).expect(422);
      expect(response.body.errors).toContainEqual({ param, msg });
      expect(await stored(crowd.id)).toEqual(before);
    });

    it('refuses a subdomain another crowd uses, whatever its case', async () => {
      await createCrowd(testApp.dataSource, { subdomain: 'taken-one' });
      const { crowd, cookie } = await administered();
      const before = await stored(crowd.id);
      await put(cookie, { id: crowd.id, version: crowd.version, subdomain: 'Taken-One' }).expect(422, {
        errors: [{ param: 'subdomain', msg: 'validation_crowd_subdomain_in_use' }],
      });
      expect(await stored(crowd.id)).toEqual(before);
    });

    it('keeps its own subdomain and refuses an own domain another crowd uses, with or without www.', async () => {
      await createCrowd(testApp.dataSource, { domain: 'taken-domain.example.com', tier: 3 });
      const { crowd, cookie } = await administered(3);
      const before = await stored(crowd.id);
      await put(cookie, {
        id: crowd.id,
        version: crowd.version,
        subdomain: crowd.subdomain,
        domain: 'WWW.Taken-Domain.example.com',
      }).expect(422, { errors: [{ param: 'domain', msg: 'validation_crowd_domain_in_use' }] });
      expect(await stored(crowd.id)).toEqual(before);
    });

    it('refuses making a crowd private while it allows no e-mails', async () => {
      const { crowd, cookie } = await administered(3);
      await put(cookie, { id: crowd.id, version: crowd.version, privateCrowd: true }).expect(422, {
        errors: [{ param: 'allowedDomains', msg: 'validation_crowd_private_allowed_emails_empty' }],
      });
    });

    it('gives a subdomain asked for by two crowds at once to one of them', async () => {
      const first = await administered();
      const second = await administered();
      const wanted = `race-${first.crowd.id}`;
      const responses = await Promise.all(
        [first, second].map(({ crowd, cookie }) =>
          put(cookie, { id: crowd.id, version: crowd.version, subdomain: wanted }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
      expect(responses.find((response) => response.status === 422)?.body).toEqual({
        errors: [{ param: 'subdomain', msg: 'validation_crowd_subdomain_in_use' }],
      });
      expect(await crowds().countBy({ subdomainNormalized: wanted })).toBe(1);
    });

    it('refuses turning subdomain routing off while the crowd has no own domain', async () => {
      const { crowd, cookie } = await administered(3);
      await put(cookie, { id: crowd.id, version: crowd.version, subdomainRouting: false }).expect(422, {
        errors: [{ param: 'domain', msg: 'validation_crowd_subdomain_disabled_domain_empty' }],
      });
    });

    it('reports every field error at once', async () => {
      const { crowd, cookie } = await administered();
      const response = await put(cookie, { id: crowd.id, version: crowd.version, title: '', gaCode: 'x' }).expect(422);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { param: 'title', msg: 'validation_crowd_title' },
          { param: 'gaCode', msg: 'validation_crowd_gacode' },
        ]),
      );
    });
  });

  describe('own domain', () => {
    it('is set with the ownDomain feature: lower-cased, www. stripped, pending until proven', async () => {
      const { crowd, cookie } = await administered(3);
      const response = await put(cookie, {
        id: crowd.id,
        version: crowd.version,
        domain: ' www.Ideas.Example.org ',
        subdomainRouting: false,
      }).expect(200);
      expect(response.body).toMatchObject({ domain: 'ideas.example.org', subdomainRouting: false });
      expect(await stored(crowd.id)).toMatchObject({
        domain: 'ideas.example.org',
        domainNormalized: 'ideas.example.org',
        domainVerified: false,
        domainServed: false,
      });
      expect(response.body.domainVerification).toMatchObject({ status: 'pending', served: false });
      // Decision 029: nobody proved the domain yet, so it serves nothing and the subdomain stays.
      await api().get('/api/crowdView/domain/ideas.example.org').expect(404);
      await api().get(`/api/crowdView/domain/${crowd.subdomain}`).expect(200);
    });

    it('is refused (403) without the ownDomain feature and nothing changes', async () => {
      for (const tier of [null, 0, 1, 2] as const) {
        const { crowd, cookie } = await administered(tier);
        const before = await stored(crowd.id);
        await put(cookie, { id: crowd.id, version: crowd.version, title: 'New', domain: 'mine.example.org' }).expect(
          403,
          { error: 'forbidden' },
        );
        expect(await stored(crowd.id)).toEqual(before);
      }
    });

    it('may be removed without the feature (a crowd that downgraded)', async () => {
      const { crowd, cookie } = await administered(1, { domain: 'old.example.org' });
      const response = await put(cookie, { id: crowd.id, version: crowd.version, domain: '' }).expect(200);
      expect(response.body).toMatchObject({ domain: null, domainVerification: null });
      expect(await stored(crowd.id)).toMatchObject({ domainNormalized: null, domainToken: null, domainServed: false });
    });
  });

  describe('privacy and billing', () => {
    it('makes a crowd private with the privateCrowd feature', async () => {
      const { crowd, cookie } = await administered(2);
      const response = await put(cookie, {
        id: crowd.id,
        version: crowd.version,
        privateCrowd: true,
        allowedDomains: 'Acme.com, @partner.org; boss@example.com',
        allowPrePrivateLogins: true,
      }).expect(200);
      expect(response.body).toMatchObject({
        privateCrowd: true,
        allowPrePrivateLogins: true,
        allowedDomains: ['acme.com', '@partner.org', 'boss@example.com'],
      });
    });

    it('refuses private settings the plan lacks (403) and changes nothing', async () => {
      const party = await administered(1);
      await put(party.cookie, {
        id: party.crowd.id,
        version: party.crowd.version,
        privateCrowd: true,
        allowedDomains: ['acme.com'],
      }).expect(403, { error: 'forbidden' });
      const concert = await administered(2);
      await put(concert.cookie, { id: concert.crowd.id, version: concert.crowd.version, privateUsers: true }).expect(
        403,
        { error: 'forbidden' },
      );
      expect((await stored(party.crowd.id)).version).toBe(party.crowd.version);
      expect((await stored(concert.crowd.id)).version).toBe(concert.crowd.version);
    });

    it('stores the billing details, vatId optional', async () => {
      const { crowd, cookie } = await administered();
      const billingInfo = {
        name: 'Jana',
        companyName: 'Acme s.r.o.',
        street: 'Hlavná 1',
        postalCode: '81101',
        city: 'Bratislava',
        country: 'Slovensko',
        companyId: '12345678',
        taxId: '2020202020',
      };
      const response = await put(cookie, { id: crowd.id, version: crowd.version, billingInfo }).expect(200);
      expect(response.body.billingInfo).toEqual({ ...billingInfo, vatId: '' });
    });
  });

  it('answers 409 with X-Stale-Entity: Crowd for an old version and changes nothing', async () => {
    const { crowd, cookie } = await administered();
    await put(cookie, { id: crowd.id, version: crowd.version, title: 'First' }).expect(200);
    const before = await stored(crowd.id);
    const stale = await put(cookie, { id: crowd.id, version: crowd.version, title: 'Second' }).expect(409, {
      error: 'optimistic_locking_error',
    });
    expect(stale.headers[STALE_ENTITY_HEADER.toLowerCase()]).toBe('Crowd');
    expect(await stored(crowd.id)).toEqual(before);
  });

  it('answers 404 crowd_does_not_exist for an unknown crowd', async () => {
    const { cookie } = await administered();
    await put(cookie, { id: 999999999, version: 0, title: 'x' }).expect(404, { error: 'crowd_does_not_exist' });
  });

  describe('only the crowd admins', () => {
    it('refuses everyone else and changes nothing', async () => {
      const { crowd } = await administered();
      const body = { id: crowd.id, version: crowd.version, title: 'Taken over', subdomain: `x-${crowd.id}` };
      const before = await stored(crowd.id);

      for (const actor of await refusedCrowdActors(testApp.app, testApp.dataSource, crowd.id)) {
        const request = actor.cookie ? put(actor.cookie, body) : api().put('/api/crowd').send(body);
        await request.set(actor.headers).expect(actor.status, { error: actor.error });
      }
      expect(await stored(crowd.id)).toEqual(before);
    });
  });
});
