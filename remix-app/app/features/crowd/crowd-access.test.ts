import { crowdAccess, type CrowdForAccess } from './crowd-access';

const bySubdomain = { kind: 'crowd', by: 'subdomain', subdomain: 'demo' } as const;
const byDomain = { kind: 'crowd', by: 'domain', domain: 'ideas.acme.com' } as const;
const crowd = (overrides: Partial<CrowdForAccess> = {}): CrowdForAccess => ({
  active: true,
  visible: true,
  subdomain: 'demo',
  domain: null,
  subdomainRouting: true,
  ...overrides,
});

describe('crowdAccess', () => {
  it('shows a reachable, active, visible crowd', () => {
    expect(crowdAccess(bySubdomain, crowd())).toBe('ok');
    expect(crowdAccess(byDomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: false }))).toBe('ok');
  });

  it('checks disabled first, then existence, then visibility', () => {
    expect(crowdAccess(bySubdomain, null)).toBe('not_found');
    expect(crowdAccess(bySubdomain, crowd({ active: false, visible: false, subdomain: null }))).toBe('disabled');
    expect(crowdAccess(bySubdomain, crowd({ visible: false, subdomain: null }))).toBe('not_found');
    expect(crowdAccess(bySubdomain, crowd({ visible: false }))).toBe('hidden');
  });

  it('does not show a crowd that lives on its own domain on its subdomain', () => {
    expect(crowdAccess(bySubdomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: false }))).toBe('not_found');
    expect(crowdAccess(bySubdomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: true }))).toBe('ok');
  });

  it('does not show a crowd on an own domain while subdomain routing is on', () => {
    expect(crowdAccess(byDomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: true }))).toBe('not_found');
    expect(crowdAccess(byDomain, crowd({ domain: 'other.com', subdomainRouting: false }))).toBe('not_found');
  });
});
