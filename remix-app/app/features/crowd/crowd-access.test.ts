import { crowdAccess, type CrowdForAccess } from './crowd-access';

const bySubdomain = { kind: 'crowd', by: 'subdomain', subdomain: 'demo' } as const;
const byDomain = { kind: 'crowd', by: 'domain', domain: 'ideas.acme.com' } as const;
const crowd = (overrides: Partial<CrowdForAccess> = {}): CrowdForAccess => ({
  active: true,
  visible: true,
  subdomain: 'demo',
  domain: null,
  subdomainRouting: true,
  features: { ownDomain: true },
  role: null,
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

  it('shows a hidden crowd to its own admins and managers only (the admin area’s preview)', () => {
    expect(crowdAccess(bySubdomain, crowd({ visible: false, role: 'CROWD_ADMIN' }))).toBe('ok');
    expect(crowdAccess(bySubdomain, crowd({ visible: false, role: 'CROWD_MANAGER' }))).toBe('ok');
    expect(crowdAccess(bySubdomain, crowd({ visible: false, role: 'CROWD_FOLLOWER' }))).toBe('hidden');
    expect(crowdAccess(bySubdomain, crowd({ visible: false, role: null }))).toBe('hidden');
    expect(crowdAccess(bySubdomain, crowd({ active: false, role: 'CROWD_ADMIN' }))).toBe('disabled');
  });

  it('does not show a crowd that lives on its own domain on its subdomain', () => {
    expect(crowdAccess(bySubdomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: false }))).toBe('not_found');
    expect(crowdAccess(bySubdomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: true }))).toBe('ok');
  });

  it('shows a crowd on its own domain and its subdomain while subdomain routing is on (decision 003)', () => {
    expect(crowdAccess(byDomain, crowd({ domain: 'ideas.acme.com', subdomainRouting: true }))).toBe('ok');
    expect(crowdAccess(byDomain, crowd({ domain: 'other.com', subdomainRouting: false }))).toBe('not_found');
  });

  it('serves an own domain only on a plan with the ownDomain feature', () => {
    const withoutFeature = { domain: 'ideas.acme.com', subdomainRouting: false, features: { ownDomain: false } };
    expect(crowdAccess(byDomain, crowd(withoutFeature))).toBe('not_found');
    expect(crowdAccess(bySubdomain, crowd(withoutFeature))).toBe('ok');
  });

  it('trusts the API’s answer for a private crowd whose features are withheld', () => {
    const teaser = { domain: 'ideas.acme.com', subdomainRouting: false, features: null };
    expect(crowdAccess(byDomain, crowd(teaser))).toBe('ok');
    expect(crowdAccess(bySubdomain, crowd(teaser))).toBe('ok');
  });
});
