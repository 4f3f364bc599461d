import { DOMAIN_REGEX } from './text';
import { CROWD_HOST_CASES, HOST_CASE_HOSTS, SITE_CASES } from './hosts.cases';
import {
  canonicalCrowdHost,
  canonicalUrl,
  crowdDomainKey,
  crowdSiteOfDomainKey,
  resolveSite,
  servesSite,
  type TCrowdSite,
} from './hosts';

describe('resolveSite', () => {
  it.each(SITE_CASES)('$host ($hosts) → $site.kind', ({ hosts, host, site }) => {
    expect(resolveSite(host, HOST_CASE_HOSTS[hosts])).toEqual(site);
  });

  it('takes a missing Host header as the main site', () => {
    expect(resolveSite(undefined, HOST_CASE_HOSTS.local)).toEqual({ kind: 'main' });
  });

  it('gives the crowdView {domain} key of a crowd site', () => {
    expect(crowdDomainKey(resolveSite('demo.localhost:3000', HOST_CASE_HOSTS.local) as TCrowdSite)).toBe('demo');
    expect(crowdDomainKey(resolveSite('www.acme.com', HOST_CASE_HOSTS.local) as TCrowdSite)).toBe('acme.com');
  });

  it('reads a crowdView {domain} key back as the crowd site it names', () => {
    // A one-label host (`localhost:4000`) is nobody's own domain: DOMAIN_REGEX wants two labels.
    const crowdSites = SITE_CASES.map(({ site }) => site).filter(
      (site): site is TCrowdSite =>
        site.kind === 'crowd' && (site.by === 'subdomain' || DOMAIN_REGEX.test(site.domain)),
    );
    expect(crowdSites.length).toBeGreaterThan(0);
    for (const site of crowdSites) expect(crowdSiteOfDomainKey(crowdDomainKey(site))).toEqual(site);
    expect(crowdSiteOfDomainKey('WWW.Demo')).toEqual({ kind: 'crowd', by: 'subdomain', subdomain: 'demo' });
    expect(crowdSiteOfDomainKey('www.ideas.acme.com')).toEqual({
      kind: 'crowd',
      by: 'domain',
      domain: 'ideas.acme.com',
    });
  });
});

describe('which hosts serve a crowd', () => {
  describe.each(CROWD_HOST_CASES)('$name', ({ crowd, hosts, canonicalHost }) => {
    it.each(hosts)('$host served: $served', ({ host, served }) => {
      const site = resolveSite(host, HOST_CASE_HOSTS.local);
      expect(site.kind === 'crowd' && servesSite(crowd, site)).toBe(served);
    });

    it(`is canonically at ${canonicalHost}`, () => {
      expect(canonicalCrowdHost(crowd, HOST_CASE_HOSTS.local)).toBe(canonicalHost);
    });
  });

  it('builds the canonical URL', () => {
    expect(canonicalUrl('https', 'ideas.acme.com')).toBe('https://ideas.acme.com');
  });
});
