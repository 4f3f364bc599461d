import fc from 'fast-check';
import { DOMAIN_REGEX } from './text';
import { CROWD_HOST_CASES, HOST_CASE_HOSTS, SITE_CASES } from './hosts.cases';
import {
  seesSsoHint,
  ssoHintDomain,
  canonicalCrowdHost,
  canonicalUrl,
  crowdDomainKey,
  crowdSiteOfDomainKey,
  rememberTrust,
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

describe('the single sign-on hint (decision 039)', () => {
  it('lives on the main site’s domain when browsers share a cookie over it', () => {
    const hint = (mainHost: string, loginHost = `login.${mainHost}`) => ssoHintDomain({ mainHost, loginHost });
    expect(hint('crowd-ideas.com')).toBe('crowd-ideas.com');
    expect(hint('Crowd.Localhost:3000')).toBe('crowd.localhost');
    expect(hint('localhost:3000')).toBeNull();
    expect(hint('127.0.0.1:3000')).toBeNull();
    expect(hint('[::1]:3000')).toBeNull();
    // A login host elsewhere could not set it for the main site's hosts.
    expect(hint('crowd-ideas.com', 'login.other.org')).toBeNull();
  });

  it('is seen by the main site and its subdomains, not by own domains or look-alikes', () => {
    const domain = ssoHintDomain({ mainHost: 'crowd-ideas.com', loginHost: 'login.crowd-ideas.com' });
    expect(seesSsoHint('crowd-ideas.com', domain)).toBe(true);
    expect(seesSsoHint('demo.crowd-ideas.com:443', domain)).toBe(true);
    expect(seesSsoHint('ideas.example.org', domain)).toBe(false);
    expect(seesSsoHint('evilcrowd-ideas.com', domain)).toBe(false);
    expect(seesSsoHint('crowd-ideas.com.evil.org', domain)).toBe(false);
    expect(seesSsoHint('demo.localhost:3000', null)).toBe(false);
  });
});

describe('rememberTrust', () => {
  /** A trust that answers by the hop and the address, as a compiled TRUSTED_PROXIES list could. */
  const oddTrust = (address: string, hop: number) => (address.length + hop) % 2 === 0;

  it('answers what the trust it remembers answers, for every address and hop', () => {
    const remembered = rememberTrust(oddTrust, 8);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 3 })), { maxLength: 40 }), (calls) => {
        for (const [address, hop] of calls) expect(remembered(address, hop)).toBe(oddTrust(address, hop));
      }),
    );
  });

  it('asks the trust once per address and hop, and forgets all of them past its bound', () => {
    const asked: string[] = [];
    const remembered = rememberTrust((address, hop) => {
      asked.push(`${hop} ${address}`);
      return address === '127.0.0.1';
    }, 2);
    for (let i = 0; i < 3; i += 1) {
      expect(remembered('127.0.0.1', 0)).toBe(true);
      expect(remembered('203.0.113.7', 1)).toBe(false);
    }
    expect(asked).toEqual(['0 127.0.0.1', '1 203.0.113.7']);
    remembered('198.51.100.1', 0);
    remembered('127.0.0.1', 0);
    expect(asked).toEqual(['0 127.0.0.1', '1 203.0.113.7', '0 198.51.100.1', '0 127.0.0.1']);
  });
});
