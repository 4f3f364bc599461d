import { PLANS, TIERS, ZCrowdView, type TTier } from '@crowd/contracts';
import {
  crowdDomainKey,
  resolveSite,
  servesOwnDomain,
  type TCrowdSite,
  type THostedCrowd,
} from '@crowd/contracts/hosts';
import { CROWD_HOST_CASES, HOST_CASE_HOSTS, SITE_CASES } from '@crowd/contracts/hosts-cases';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Crowd } from '../../src/modules/crowd/crowd/entities/crowd.entity';
import { KnownHostsService } from '../../src/modules/crowd/crowd/known-hosts.service';
import { Subscription } from '../../src/modules/subscription/subscription/entities/subscription.entity';
import { startTestApp, type TestApp } from '../support/app';
import { createCrowd, createSubscription } from '../support/factories';

/**
 * The contracts' table of host cases (also run by the contracts and the web suites) against the
 * API: its known-hosts check, canonical hosts and the crowd view answer as the web decides.
 */
type Deployment = keyof typeof HOST_CASE_HOSTS;

const tierWithOwnDomain = (ownDomain: boolean): TTier => {
  const tier = TIERS.find((candidate) => PLANS[candidate].features.ownDomain === ownDomain);
  if (tier === undefined) throw new Error(`no plan with ownDomain ${ownDomain}`);
  return tier;
};

/** A crowd that the given crowd site serves (the feature when it is an own domain). */
const servedOn = (site: TCrowdSite): THostedCrowd =>
  site.by === 'subdomain'
    ? { subdomain: site.subdomain, domain: null, subdomainRouting: true, ownDomainFeature: false, domainProven: false }
    : { subdomain: null, domain: site.domain, subdomainRouting: true, ownDomainFeature: true, domainProven: true };

/** One crowd per deployment, reshaped to each fixture of the table (the hosts are unique columns). */
function hostRuleApp(deployment: Deployment) {
  const siteHosts = HOST_CASE_HOSTS[deployment];
  const state = {} as { testApp: TestApp; dataSource: DataSource; hosts: KnownHostsService; crowdId: number };

  beforeAll(async () => {
    state.testApp = await startTestApp({
      env: { MAIN_HOST: siteHosts.mainHost, LOGIN_HOST: siteHosts.loginHost, PUBLIC_PROTOCOL: 'http' },
    });
    state.dataSource = state.testApp.app.get(DataSource);
    state.hosts = state.testApp.app.get(KnownHostsService);
    state.crowdId = (await createCrowd(state.dataSource, { tier: null })).id;
  });

  afterAll(async () => {
    await state.testApp?.close();
  });

  /** The crowd row and its subscription made to match the fixture; the reloaded crowd. */
  const becomes = async (fixture: THostedCrowd): Promise<Crowd> => {
    const { dataSource, crowdId } = state;
    await dataSource.getRepository(Crowd).update(crowdId, {
      subdomain: fixture.subdomain,
      subdomainNormalized: fixture.subdomain,
      domain: fixture.domain,
      domainNormalized: fixture.domain,
      subdomainRouting: fixture.subdomainRouting,
      domainToken: fixture.domain === null ? null : 'host-rule-token',
      domainVerified: fixture.domainProven,
      domainServed: fixture.domainProven,
    });
    await dataSource.getRepository(Subscription).delete({ crowdId });
    await createSubscription(dataSource, crowdId, tierWithOwnDomain(fixture.ownDomainFeature));
    return dataSource.getRepository(Crowd).findOneByOrFail({ id: crowdId });
  };

  /** What KnownHostsService.resolve makes of a host, in the table's terms. */
  const resolved = async (host: string) => {
    const known = await state.hosts.resolve(host);
    if (!known) return null;
    return known.kind === 'crowd' ? { kind: 'crowd', crowdId: known.crowd.id } : { kind: known.kind };
  };

  /** `GET /api/crowdView/domain/{key}` as the web asks it: the crowd's id, or the status when refused. */
  const crowdView = async (key: string) => {
    const response = await request(state.testApp.app.getHttpServer()).get(`/api/crowdView/domain/${key}`);
    if (response.status !== 200) return { status: response.status };
    const view = ZCrowdView.parse(response.body);
    return { status: 200, id: view.id, canonicalUrl: view.canonicalUrl };
  };

  return { state, becomes, resolved, crowdView };
}

describe.each(Object.keys(HOST_CASE_HOSTS) as Deployment[])('site resolution on the %s deployment', (deployment) => {
  const { state, becomes, resolved } = hostRuleApp(deployment);
  const cases = SITE_CASES.filter((siteCase) => siteCase.hosts === deployment);
  const fixedSites = cases.flatMap(({ host, site }) => (site.kind === 'crowd' ? [] : [{ host, kind: site.kind }]));
  const crowdSites = cases.flatMap(({ host, site }) => (site.kind === 'crowd' ? [{ host, site }] : []));

  it.each(fixedSites)('KnownHostsService.resolve($host) → $kind', async ({ host, kind }) => {
    expect(await resolved(host)).toEqual({ kind });
  });

  it.each(crowdSites)('KnownHostsService.resolve($host) → the crowd served there', async ({ host, site }) => {
    await becomes(servedOn(site));
    expect(await resolved(host)).toEqual({ kind: 'crowd', crowdId: state.crowdId });
  });
});

describe('which hosts serve a crowd, on the local deployment', () => {
  const { state, becomes, resolved, crowdView } = hostRuleApp('local');

  describe.each(CROWD_HOST_CASES)('$name', ({ crowd: fixture, hosts, canonicalHost }) => {
    let crowd: Crowd;

    beforeAll(async () => {
      crowd = await becomes(fixture);
    });

    it.each(hosts)('$host served: $served (KnownHostsService.resolve)', async ({ host, served }) => {
      expect(await resolved(host)).toEqual(served ? { kind: 'crowd', crowdId: crowd.id } : null);
    });

    it.each(hosts)('$host served: $served (GET /api/crowdView/domain/{key})', async ({ host, served }) => {
      const site = resolveSite(host, HOST_CASE_HOSTS.local);
      expect(site.kind).toBe('crowd');
      const key = crowdDomainKey(site as TCrowdSite);
      expect(await crowdView(key)).toEqual(
        served ? { status: 200, id: crowd.id, canonicalUrl: `http://${canonicalHost}` } : { status: 404 },
      );
    });

    it(`is canonically at ${canonicalHost}`, async () => {
      expect(await state.hosts.crowdHost(crowd)).toBe(canonicalHost);
      expect(await state.hosts.link(crowd, '/ideas')).toBe(`http://${canonicalHost}/ideas`);
    });

    if (fixture.domain !== null) {
      const domain = fixture.domain;
      it(`answers www.${domain} as ${domain} (GET /api/crowdView/domain/{domain})`, async () => {
        const plain = await crowdView(domain);
        expect(plain.status).toBe(servesOwnDomain(fixture) ? 200 : 404);
        expect(await crowdView(`www.${domain}`)).toEqual(plain);
      });
    }
  });
});
