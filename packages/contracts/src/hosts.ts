import { normalizeDomain, normalizeSubdomain } from './text';

/** The deployment's fixed hosts, each with its port when not the protocol's default. */
export interface TSiteHosts {
  /** Host of the main site, e.g. `localhost:3000` or `crowd-ideas.com`. */
  mainHost: string;
  /** Host that only serves sign-in, e.g. `login.localhost:3000`. */
  loginHost: string;
}

/** Which site a Host header names (spec 2.1, decision 003). */
export type TSite =
  | { kind: 'login' }
  | { kind: 'main' }
  | { kind: 'crowd'; by: 'subdomain'; subdomain: string }
  | { kind: 'crowd'; by: 'domain'; domain: string };

export type TCrowdSite = Extract<TSite, { kind: 'crowd' }>;

/** What decides where a crowd is served. */
export interface THostedCrowd {
  subdomain: string | null;
  domain: string | null;
  subdomainRouting: boolean;
  /** Whether the plan in force has the `ownDomain` feature. */
  ownDomainFeature: boolean;
  /**
   * Whether the own domain's DNS proof is in force (`domainProofRecord`): verified, or within the
   * grace period after its record was last seen. A domain nobody proved serves nothing.
   */
  domainProven: boolean;
}

/** The DNS TXT record that proves a crowd's claim on its own domain (decision 029). */
export const domainProofRecord = (domain: string): string => `_crowd-ideas.${normalizeDomain(domain)}`;

/** Lower-cased and trimmed, without a trailing dot; the port stays. */
export const normalizeHost = (host: string | null | undefined): string =>
  (host ?? '').trim().toLowerCase().replace(/\.$/, '');

const withoutPort = (host: string): string => {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
};

const withoutWww = (host: string): string => (host.startsWith('www.') ? host.slice(4) : host);

/**
 * Resolves a Host header. The port takes part in the comparison with the main and login hosts, so
 * `localhost:3000` and `localhost:4000` are different sites; an own domain is compared without it.
 * `www` is never a crowd's subdomain: `www.{main}` is the main site and `www.` before a crowd's
 * subdomain or own domain is ignored.
 */
export function resolveSite(rawHost: string | null | undefined, hosts: TSiteHosts): TSite {
  const host = normalizeHost(rawHost);
  const mainHost = normalizeHost(hosts.mainHost);
  if (host === normalizeHost(hosts.loginHost)) return { kind: 'login' };
  if (host === '' || host === mainHost || host === `www.${mainHost}`) return { kind: 'main' };

  const suffix = `.${mainHost}`;
  if (host.endsWith(suffix)) {
    const subdomain = withoutWww(host.slice(0, -suffix.length));
    if (subdomain === 'www' || subdomain === '') return { kind: 'main' };
    if (!subdomain.includes('.')) return { kind: 'crowd', by: 'subdomain', subdomain };
  }
  return { kind: 'crowd', by: 'domain', domain: normalizeDomain(withoutPort(host)) };
}

/** The `{domain}` path parameter of `GET /crowdView/domain/{domain}` for a crowd site. */
export const crowdDomainKey = (site: TCrowdSite): string => (site.by === 'subdomain' ? site.subdomain : site.domain);

/**
 * The crowd site a `{domain}` key names, the inverse of `crowdDomainKey`: with a dot it is an own
 * domain (own domains have two labels or more), else a subdomain; a leading `www.` is ignored as it
 * is in a Host header.
 */
export function crowdSiteOfDomainKey(key: string): TCrowdSite {
  const name = normalizeDomain(key);
  return name.includes('.')
    ? { kind: 'crowd', by: 'domain', domain: name }
    : { kind: 'crowd', by: 'subdomain', subdomain: name };
}

/** An own domain is served only while its DNS proof is in force and the plan has the `ownDomain` feature. */
export const servesOwnDomain = (crowd: THostedCrowd): boolean =>
  Boolean(crowd.domain) && crowd.domainProven && crowd.ownDomainFeature;

/**
 * Whether a crowd site belongs to this crowd: its served own domain, or its subdomain unless the
 * crowd lives on its served own domain alone (subdomain routing off).
 */
export function servesSite(crowd: THostedCrowd, site: TCrowdSite): boolean {
  if (site.by === 'domain') return servesOwnDomain(crowd) && normalizeDomain(crowd.domain ?? '') === site.domain;
  if (!crowd.subdomain || normalizeSubdomain(crowd.subdomain) !== site.subdomain) return false;
  return !(servesOwnDomain(crowd) && !crowd.subdomainRouting);
}

/**
 * The crowd's canonical host (spec 2.7): its served own domain without subdomain routing (or
 * without a subdomain), else `{subdomain}.{main}`, else the main host.
 */
export function canonicalCrowdHost(crowd: THostedCrowd, hosts: Pick<TSiteHosts, 'mainHost'>): string {
  const mainHost = normalizeHost(hosts.mainHost);
  if (servesOwnDomain(crowd) && (!crowd.subdomainRouting || !crowd.subdomain)) {
    return normalizeDomain(crowd.domain ?? '');
  }
  if (crowd.subdomain) return `${normalizeSubdomain(crowd.subdomain)}.${mainHost}`;
  return mainHost;
}

/** `{protocol}://{host}`, without a trailing slash. */
export const canonicalUrl = (protocol: 'http' | 'https', host: string): string => `${protocol}://${host}`;

/**
 * Tab, CR, LF and the other C0 controls, and DEL: browsers drop tabs and newlines inside a URL
 * (`/\t/evil` becomes `//evil`), and a header cannot carry CR or LF.
 */
const hasControlCharacter = (value: string): boolean =>
  Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A redirect target re-serialised: `raw` (absolute, or relative to `base`) as an absolute URL on
 * `protocol` without credentials, its path starting with exactly one `/`, so that neither the URL
 * nor its path alone reads as another host (`//evil.example`, `/\evil.example`, `/.//evil.example`).
 * Null when it cannot be one. Whether its host is one of ours is the caller's question.
 */
export function redirectTargetUrl(raw: string, protocol: 'http' | 'https', base?: string): URL | null {
  if (hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== `${protocol}:` || url.username !== '' || url.password !== '' || url.host === '') return null;
  url.pathname = url.pathname.replace(/^\/+/, '/');
  return url;
}

/** The path, query and fragment of a redirect target, as a `Location` on its own host. */
export const redirectPath = (url: URL): string => `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;

const LOCAL_BASE = 'http://local.invalid';

/** A path on the current host (`/…`) from untrusted input, re-serialised; `fallback` for anything else. */
export function localRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return fallback;
  const url = redirectTargetUrl(raw, 'http', LOCAL_BASE);
  return url && url.origin === LOCAL_BASE ? redirectPath(url) : fallback;
}

/** Whether a page view on `host` sees the hint: the hint's domain or one under it (a crowd's own domain does not). */
export function seesSsoHint(host: string, hintDomain: string | null): boolean {
  if (!hintDomain) return false;
  const name = withoutPort(normalizeHost(host));
  return name === hintDomain || name.endsWith(`.${hintDomain}`);
}

/**
 * The domain over which the login host leaves its "signed in somewhere" hint (decision 039): the
 * main site's host name without its port, when browsers share a cookie over it (two labels or more,
 * not an IP address; `localhost` is not one) and the login host is under it. Null: no hint, and
 * every page view without a session asks the login host as decision 004 has it.
 */
export function ssoHintDomain({ mainHost, loginHost }: TSiteHosts): string | null {
  const name = withoutPort(normalizeHost(mainHost));
  if (!name.includes('.') || name.startsWith('[') || /^[\d.]+$/.test(name)) return null;
  return seesSsoHint(loginHost, name) ? name : null;
}

/** Whether the hop at `address` (0 = the connection's peer) is one of TRUSTED_PROXIES: Express's compiled `trust proxy`. */
export type TTrustHop = (address: string, hop: number) => boolean;

/**
 * `trust` remembering its answers: it parses the address on each call, and every request asks it
 * several times (its client address, host, scheme and request id) about the same few peers. The
 * answers are bounded (forgotten all at once past `maxEntries`), so rotating addresses cannot grow it.
 */
export function rememberTrust(trust: TTrustHop, maxEntries = 1024): TTrustHop {
  const known = new Map<string, boolean>();
  return (address, hop) => {
    const key = `${hop} ${address}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = trust(address, hop);
      if (known.size >= maxEntries) known.clear();
      known.set(key, answer);
    }
    return answer;
  };
}
