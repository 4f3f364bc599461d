import type { THostedCrowd, TSite, TSiteHosts } from './hosts';

/**
 * The host rule as a table, run by the contracts suite, the web's site resolution and the API's
 * known-hosts check, so the two apps cannot drift apart again.
 */
export const HOST_CASE_HOSTS = {
  local: { mainHost: 'localhost:3000', loginHost: 'login.localhost:3000' },
  production: { mainHost: 'crowd-ideas.com', loginHost: 'login.crowd-ideas.com' },
} as const satisfies Record<string, TSiteHosts>;

export interface TSiteCase {
  hosts: keyof typeof HOST_CASE_HOSTS;
  host: string;
  site: TSite;
}

const main: TSite = { kind: 'main' };
const login: TSite = { kind: 'login' };
const bySubdomain = (subdomain: string): TSite => ({ kind: 'crowd', by: 'subdomain', subdomain });
const byDomain = (domain: string): TSite => ({ kind: 'crowd', by: 'domain', domain });

/** Host header → site. */
export const SITE_CASES: readonly TSiteCase[] = [
  { hosts: 'local', host: 'login.localhost:3000', site: login },
  { hosts: 'local', host: 'LOGIN.localhost:3000', site: login },
  { hosts: 'local', host: 'localhost:3000', site: main },
  { hosts: 'local', host: 'LocalHost:3000', site: main },
  { hosts: 'local', host: 'www.localhost:3000', site: main },
  { hosts: 'local', host: 'www.www.localhost:3000', site: main },
  { hosts: 'local', host: 'demo.localhost:3000', site: bySubdomain('demo') },
  { hosts: 'local', host: 'Demo.LOCALHOST:3000', site: bySubdomain('demo') },
  { hosts: 'local', host: 'www.demo.localhost:3000', site: bySubdomain('demo') },
  // Another port is not the main site: the host is taken as somebody's own domain.
  { hosts: 'local', host: 'localhost:4000', site: byDomain('localhost') },
  { hosts: 'local', host: 'login.localhost:4000', site: byDomain('login.localhost') },
  { hosts: 'local', host: 'demo.localhost:4000', site: byDomain('demo.localhost') },
  { hosts: 'local', host: 'a.b.localhost:3000', site: byDomain('a.b.localhost') },
  { hosts: 'local', host: 'ideas.acme.com', site: byDomain('ideas.acme.com') },
  { hosts: 'local', host: 'www.acme.com', site: byDomain('acme.com') },
  { hosts: 'local', host: 'WWW.Acme.com:8443', site: byDomain('acme.com') },
  { hosts: 'local', host: 'acme.com.', site: byDomain('acme.com') },
  { hosts: 'production', host: 'crowd-ideas.com', site: main },
  { hosts: 'production', host: 'www.crowd-ideas.com', site: main },
  { hosts: 'production', host: 'login.crowd-ideas.com', site: login },
  { hosts: 'production', host: 'acme.crowd-ideas.com', site: bySubdomain('acme') },
  { hosts: 'production', host: 'ideas.acme.com', site: byDomain('ideas.acme.com') },
];

export interface TCrowdHostCase {
  name: string;
  crowd: THostedCrowd;
  /** Hosts (of the `local` deployment) and whether they serve this crowd. */
  hosts: readonly { host: string; served: boolean }[];
  /** The crowd's canonical host on the `local` deployment. */
  canonicalHost: string;
}

/** Crowd → the hosts that serve it and its canonical host, on the `local` deployment. */
export const CROWD_HOST_CASES: readonly TCrowdHostCase[] = [
  {
    name: 'a subdomain only',
    crowd: { subdomain: 'demo', domain: null, subdomainRouting: true, ownDomainFeature: true, domainProven: true },
    hosts: [
      { host: 'demo.localhost:3000', served: true },
      { host: 'www.demo.localhost:3000', served: true },
      { host: 'other.localhost:3000', served: false },
    ],
    canonicalHost: 'demo.localhost:3000',
  },
  {
    name: 'an own domain without the ownDomain feature',
    crowd: {
      subdomain: 'acme',
      domain: 'ideas.acme.com',
      subdomainRouting: false,
      ownDomainFeature: false,
      domainProven: true,
    },
    hosts: [
      { host: 'ideas.acme.com', served: false },
      { host: 'acme.localhost:3000', served: true },
    ],
    canonicalHost: 'acme.localhost:3000',
  },
  {
    name: 'an own domain with the feature, subdomain routing off',
    crowd: {
      subdomain: 'acme',
      domain: 'ideas.acme.com',
      subdomainRouting: false,
      ownDomainFeature: true,
      domainProven: true,
    },
    hosts: [
      { host: 'ideas.acme.com', served: true },
      { host: 'www.ideas.acme.com', served: true },
      { host: 'IDEAS.acme.com:8443', served: true },
      { host: 'acme.localhost:3000', served: false },
    ],
    canonicalHost: 'ideas.acme.com',
  },
  {
    name: 'an own domain with the feature, subdomain routing on',
    crowd: {
      subdomain: 'acme',
      domain: 'ideas.acme.com',
      subdomainRouting: true,
      ownDomainFeature: true,
      domainProven: true,
    },
    hosts: [
      { host: 'ideas.acme.com', served: true },
      { host: 'acme.localhost:3000', served: true },
    ],
    canonicalHost: 'acme.localhost:3000',
  },
  {
    name: 'an own domain with the feature and no subdomain',
    crowd: { subdomain: null, domain: 'acme.com', subdomainRouting: true, ownDomainFeature: true, domainProven: true },
    hosts: [
      { host: 'acme.com', served: true },
      { host: 'www.acme.com', served: true },
    ],
    canonicalHost: 'acme.com',
  },
  {
    name: 'an own domain nobody proved (pending), subdomain routing off',
    crowd: {
      subdomain: 'acme',
      domain: 'ideas.acme.com',
      subdomainRouting: false,
      ownDomainFeature: true,
      domainProven: false,
    },
    hosts: [
      { host: 'ideas.acme.com', served: false },
      { host: 'www.ideas.acme.com', served: false },
      { host: 'acme.localhost:3000', served: true },
    ],
    canonicalHost: 'acme.localhost:3000',
  },
  {
    name: 'neither a subdomain nor a served own domain',
    crowd: {
      subdomain: null,
      domain: 'acme.com',
      subdomainRouting: false,
      ownDomainFeature: false,
      domainProven: true,
    },
    hosts: [{ host: 'acme.com', served: false }],
    canonicalHost: 'localhost:3000',
  },
];
