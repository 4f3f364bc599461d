import { crowdDomainKey, resolveSite, type CrowdSite } from './site';

const hosts = { mainHost: 'localhost:3000', loginHost: 'login.localhost:3000' };

describe('resolveSite', () => {
  it('resolves the login host first, port included', () => {
    expect(resolveSite('login.localhost:3000', hosts)).toEqual({ kind: 'login' });
    expect(resolveSite('LOGIN.localhost:3000', hosts)).toEqual({ kind: 'login' });
  });

  it('resolves the main host, and www of it, as the main site', () => {
    expect(resolveSite('localhost:3000', hosts)).toEqual({ kind: 'main' });
    expect(resolveSite('www.localhost:3000', hosts)).toEqual({ kind: 'main' });
    expect(resolveSite('LocalHost:3000', hosts)).toEqual({ kind: 'main' });
    expect(resolveSite(undefined, hosts)).toEqual({ kind: 'main' });
  });

  it('resolves a subdomain of the main host as a crowd by subdomain', () => {
    expect(resolveSite('demo.localhost:3000', hosts)).toEqual({ kind: 'crowd', by: 'subdomain', subdomain: 'demo' });
    expect(resolveSite('Demo.LOCALHOST:3000', hosts)).toEqual({ kind: 'crowd', by: 'subdomain', subdomain: 'demo' });
    expect(resolveSite('www.demo.localhost:3000', hosts)).toEqual({
      kind: 'crowd',
      by: 'subdomain',
      subdomain: 'demo',
    });
  });

  it('never treats www as a crowd subdomain', () => {
    expect(resolveSite('www.localhost:3000', hosts).kind).toBe('main');
    expect(resolveSite('www.www.localhost:3000', hosts).kind).toBe('main');
  });

  it('compares the port with MAIN_HOST and LOGIN_HOST', () => {
    // Another port is not the main site: the host is taken as somebody's own domain.
    expect(resolveSite('localhost:4000', hosts)).toEqual({ kind: 'crowd', by: 'domain', domain: 'localhost' });
    expect(resolveSite('login.localhost:4000', hosts)).toEqual({
      kind: 'crowd',
      by: 'domain',
      domain: 'login.localhost',
    });
    expect(resolveSite('demo.localhost:4000', hosts)).toEqual({
      kind: 'crowd',
      by: 'domain',
      domain: 'demo.localhost',
    });
  });

  it('works with hosts without a port', () => {
    const production = { mainHost: 'crowd-ideas.com', loginHost: 'login.crowd-ideas.com' };
    expect(resolveSite('crowd-ideas.com', production)).toEqual({ kind: 'main' });
    expect(resolveSite('login.crowd-ideas.com', production)).toEqual({ kind: 'login' });
    expect(resolveSite('acme.crowd-ideas.com', production)).toEqual({
      kind: 'crowd',
      by: 'subdomain',
      subdomain: 'acme',
    });
  });

  it('resolves any other host as a crowd by own domain, without www. and port', () => {
    expect(resolveSite('ideas.acme.com', hosts)).toEqual({ kind: 'crowd', by: 'domain', domain: 'ideas.acme.com' });
    expect(resolveSite('www.acme.com', hosts)).toEqual({ kind: 'crowd', by: 'domain', domain: 'acme.com' });
    expect(resolveSite('WWW.Acme.com:8443', hosts)).toEqual({ kind: 'crowd', by: 'domain', domain: 'acme.com' });
    expect(resolveSite('acme.com.', hosts)).toEqual({ kind: 'crowd', by: 'domain', domain: 'acme.com' });
  });

  it('gives the crowdView {domain} key of a crowd site', () => {
    expect(crowdDomainKey(resolveSite('demo.localhost:3000', hosts) as CrowdSite)).toBe('demo');
    expect(crowdDomainKey(resolveSite('www.acme.com', hosts) as CrowdSite)).toBe('acme.com');
  });
});
