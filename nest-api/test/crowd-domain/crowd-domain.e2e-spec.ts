import { ZCrowd, ZCrowdView, type TCrowd } from '@crowd/contracts';
import { SettableClock } from '../../src/infra/clock/clock';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { CrowdDomainService } from '../../src/modules/crowd/crowd-domain/crowd-domain.service';
import { authTestApp, LOGIN_HOST, MAIN_HOST, signIn } from '../support/auth-app';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { addMember, createCrowd, createUser } from '../support/factories';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Own-domain proof (decision 029), against a real DNS server on a loopback port: a crowd claims
 * a domain, which serves nothing (no crowd site, no sign-in codes) until the TXT record
 * `_crowd-ideas.<domain>` holds the crowd's token; a periodic re-check takes it back.
 */
describe('own domains are served only once proven by DNS', () => {
  let dns: TestDnsServer;
  const clock = new SettableClock();
  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(async () => {
    await dns.close();
  });

  const testApp = authTestApp(() => ({ clock, env: { DNS_SERVERS: dns.address, DOMAIN_GRACE: '3d' } }));
  const { api } = testApp;

  /** A Festival crowd (ownDomain feature) with a signed-in admin, the domain claimed through PUT /crowd. */
  async function claimed(domain: string): Promise<{ crowd: TCrowd; cookie: string }> {
    const row = await createCrowd(testApp.dataSource, { tier: 3, subdomainRouting: true });
    const admin = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, row.id, admin.id, 'CROWD_ADMIN');
    const cookie = await signIn(testApp.app, admin.email);
    const response = await api()
      .put('/api/crowd')
      .set('Cookie', cookie)
      .send({ id: row.id, version: row.version, domain })
      .expect(200);
    return { crowd: ZCrowd.strict().parse(response.body), cookie };
  }

  const verify = (crowdId: number, cookie: string) =>
    api().post(`/api/crowd/${crowdId}/domain/verify`).set('Cookie', cookie).send();

  const crowdViewOn = (domain: string) => api().get(`/api/crowdView/domain/${domain}`);

  /** What an attacker's `/sso/start?successUrl=http://<domain>/` asks the victim's master session for. */
  async function codeFor(domain: string) {
    const victim = await createUser(testApp.dataSource);
    const master = await signIn(testApp.app, victim.email, { host: LOGIN_HOST });
    return api()
      .post('/api/login/sso/code', LOGIN_HOST)
      .set('Cookie', master)
      .send({ redirectUrl: `http://${domain}/`, state: 'a'.repeat(43) });
  }

  const recheck = () => testApp.app.get(CrowdDomainService).recheckAll();
  const stored = (id: number) => testApp.dataSource.getRepository(Crowd).findOneByOrFail({ id });

  it('a claimed domain is pending: the admin sees the TXT record to publish, and the domain serves nothing', async () => {
    const { crowd } = await claimed('ideas.victim-example.test');
    expect(crowd.domain).toBe('ideas.victim-example.test');
    expect(crowd.domainVerification).toEqual({
      status: 'pending',
      recordName: '_crowd-ideas.ideas.victim-example.test',
      recordValue: expect.stringMatching(/^[\w-]{43}$/),
      served: false,
      checkedAt: null,
    });

    await crowdViewOn('ideas.victim-example.test').expect(404, { error: 'crowd_does_not_exist' });
    await crowdViewOn('www.ideas.victim-example.test').expect(404);
    // The sign-in code an attacker's crowd would receive (finding 2 of issue 24).
    const code = await codeFor('ideas.victim-example.test');
    expect(code.status).toBe(422);
    expect(code.body).toEqual({ errors: [{ param: 'redirectUrl', msg: 'invalid_redirect_url' }] });
    // The crowd's own site keeps its subdomain, and its public view names no unproven domain.
    const view = ZCrowdView.parse((await api().get(`/api/crowdView/${crowd.id}`).expect(200)).body);
    expect(view).toMatchObject({ domain: null, canonicalUrl: `http://${crowd.subdomain}.localhost:3000` });
  });

  it('a missing, wrong or unanswered record is a translated 422 on the domain and changes nothing', async () => {
    const { crowd, cookie } = await claimed('missing.example.test');
    const before = await stored(crowd.id);

    await verify(crowd.id, cookie).expect(422, {
      errors: [{ param: 'domain', msg: 'validation_crowd_domain_record_missing' }],
    });
    dns.set('_crowd-ideas.missing.example.test', ['v=spf1 -all', 'another-crowds-token']);
    await verify(crowd.id, cookie).expect(422, {
      errors: [{ param: 'domain', msg: 'validation_crowd_domain_record_mismatch' }],
    });
    dns.set('_crowd-ideas.missing.example.test', 'servfail');
    await verify(crowd.id, cookie).expect(422, {
      errors: [{ param: 'domain', msg: 'validation_crowd_domain_lookup_failed' }],
    });

    expect(await stored(crowd.id)).toEqual(before);
    await crowdViewOn('missing.example.test').expect(404);
  });

  it('the right record verifies the domain: it serves the crowd and receives sign-in codes', async () => {
    const { crowd, cookie } = await claimed('proven.example.test');
    const record = crowd.domainVerification;
    if (!record) throw new Error('no verification record');
    dns.set(record.recordName, ['unrelated', record.recordValue]);

    const verified = ZCrowd.strict().parse((await verify(crowd.id, cookie).expect(200)).body);
    expect(verified.domainVerification).toEqual({
      ...record,
      status: 'verified',
      served: true,
      checkedAt: clock.now().toISOString(),
    });
    // Not a settings change: the version the admins' forms hold stays valid.
    expect(verified.version).toBe(crowd.version);

    const view = ZCrowdView.parse((await crowdViewOn('proven.example.test').expect(200)).body);
    expect(view).toMatchObject({ id: crowd.id, domain: 'proven.example.test' });
    await crowdViewOn('www.proven.example.test').expect(200);
    expect((await codeFor('proven.example.test')).status).toBe(200);
  });

  it('the TLS front gets a certificate only for served hosts: a claimed domain once proven, never an unknown one', async () => {
    const check = (domain: string) => api().get(`/api/public/domainCheck?domain=${encodeURIComponent(domain)}`);
    const { crowd, cookie } = await claimed('tls.example.test');
    await check('tls.example.test').expect(404);
    const record = crowd.domainVerification;
    if (!record) throw new Error('no verification record');
    dns.set(record.recordName, [record.recordValue]);
    await verify(crowd.id, cookie).expect(200);

    expect((await check('TLS.example.test').expect(200)).body).toEqual({ host: 'tls.example.test', site: 'crowd' });
    expect((await check(`${crowd.subdomain}.${MAIN_HOST}`).expect(200)).body.site).toBe('crowd');
    expect((await check(MAIN_HOST).expect(200)).body.site).toBe('main');
    for (const nobody of [`unknown-crowd.${MAIN_HOST}`, 'example.org', 'tls.example.test.evil.org'])
      await check(nobody).expect(404);
    await api().get('/api/public/domainCheck').expect(422);
  });

  it('a domain without a record of the crowd never verifies with another crowd’s token, nor with an earlier claim’s', async () => {
    const { crowd, cookie } = await claimed('first.example.test');
    const firstToken = crowd.domainVerification?.recordValue;
    dns.set('_crowd-ideas.second.example.test', [firstToken ?? '']);

    const changed = await api()
      .put('/api/crowd')
      .set('Cookie', cookie)
      .send({ id: crowd.id, version: crowd.version, domain: 'second.example.test' })
      .expect(200);
    const second = ZCrowd.parse(changed.body).domainVerification;
    expect(second).toMatchObject({ status: 'pending', recordName: '_crowd-ideas.second.example.test', served: false });
    expect(second?.recordValue).not.toBe(firstToken);
    await verify(crowd.id, cookie).expect(422, {
      errors: [{ param: 'domain', msg: 'validation_crowd_domain_record_mismatch' }],
    });
  });

  it('nothing to verify without an own domain (422), and only the crowd’s admins may ask (403)', async () => {
    const row = await createCrowd(testApp.dataSource, { tier: 3 });
    const admin = await createUser(testApp.dataSource);
    const manager = await createUser(testApp.dataSource);
    await addMember(testApp.dataSource, row.id, admin.id, 'CROWD_ADMIN');
    await addMember(testApp.dataSource, row.id, manager.id, 'CROWD_MANAGER');
    await verify(row.id, await signIn(testApp.app, admin.email)).expect(422, {
      errors: [{ param: 'domain', msg: 'validation_crowd_domain_none' }],
    });
    await verify(row.id, await signIn(testApp.app, manager.email)).expect(403);
  });

  it('the periodic re-check makes a domain whose record disappeared pending, and after the grace period unserved', async () => {
    const { crowd, cookie } = await claimed('lapsing.example.test');
    const record = crowd.domainVerification;
    if (!record) throw new Error('no verification record');
    dns.set(record.recordName, [record.recordValue]);
    await verify(crowd.id, cookie).expect(200);

    await recheck();
    expect(await stored(crowd.id)).toMatchObject({ domainVerified: true, domainServed: true });

    dns.set(record.recordName, undefined);
    clock.advance(HOUR_MS);
    await recheck();
    const admin = await api().get('/api/crowd').set('Cookie', cookie).expect(200);
    const listed = ZCrowd.array()
      .parse(admin.body)
      .find((one) => one.id === crowd.id);
    expect(listed?.domainVerification).toMatchObject({ status: 'pending', served: true });
    await crowdViewOn('lapsing.example.test').expect(200);

    clock.advance(3 * 24 * HOUR_MS);
    await recheck();
    expect(await stored(crowd.id)).toMatchObject({ domainVerified: false, domainServed: false });
    await crowdViewOn('lapsing.example.test').expect(404);
    expect((await codeFor('lapsing.example.test')).status).toBe(422);

    // The record back: the next re-check serves the domain again.
    dns.set(record.recordName, [record.recordValue]);
    await recheck();
    expect(await stored(crowd.id)).toMatchObject({ domainVerified: true, domainServed: true });
    await crowdViewOn('lapsing.example.test').expect(200);
  });
});
