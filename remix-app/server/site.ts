/** Which site a request is for, decided from its Host header (spec 2.1). */
export type Site =
  | { kind: 'login' }
  | { kind: 'main' }
  | { kind: 'crowd'; by: 'subdomain'; subdomain: string }
  | { kind: 'crowd'; by: 'domain'; domain: string };

export type CrowdSite = Extract<Site, { kind: 'crowd' }>;

export interface SiteHosts {
  /** Host of the main site, with its port when not the default one, e.g. `localhost:3000`. */
  mainHost: string;
  /** Host that only serves the login screen, e.g. `login.localhost:3000`. */
  loginHost: string;
}

const stripPort = (host: string): string => {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
};

const stripWww = (host: string): string => (host.startsWith('www.') ? host.slice(4) : host);

export function normalizeHost(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Resolves a Host header. The port takes part in the comparison with MAIN_HOST and LOGIN_HOST,
 * so `localhost:3000` and `localhost:4000` are different sites; an own domain is compared
 * without it.
 */
export function resolveSite(rawHost: string | null | undefined, hosts: SiteHosts): Site {
  const host = normalizeHost(rawHost);
  const mainHost = normalizeHost(hosts.mainHost);
  const loginHost = normalizeHost(hosts.loginHost);

  if (host === loginHost) return { kind: 'login' };
  if (host === '' || host === mainHost || host === `www.${mainHost}`) return { kind: 'main' };

  const suffix = `.${mainHost}`;
  if (host.endsWith(suffix)) {
    const subdomain = stripWww(host.slice(0, -suffix.length));
    if (subdomain === 'www' || subdomain === '') return { kind: 'main' };
    if (!subdomain.includes('.')) return { kind: 'crowd', by: 'subdomain', subdomain };
  }

  return { kind: 'crowd', by: 'domain', domain: stripWww(stripPort(host)) };
}

/** The `{domain}` path parameter of `/api/crowdView/domain/{domain}` for a crowd site. */
export const crowdDomainKey = (site: CrowdSite): string => (site.by === 'subdomain' ? site.subdomain : site.domain);
