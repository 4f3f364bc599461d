import type { AppLoadContext } from '@remix-run/node';
import type { TCrowdView } from '@crowd/contracts';
import {
  canonicalCrowdHost,
  canonicalUrl,
  crowdDomainKey,
  normalizeHost,
  redirectPath,
  redirectTargetUrl,
  resolveSite,
} from '@crowd/contracts/hosts';
import { api } from '~/lib/api.server';
import { isAuthPath } from '~/lib/auth-paths';
import { getEnv } from '~/lib/env.server';

export interface HostArgs {
  request: Request;
  context: AppLoadContext;
}

/** `${PUBLIC_PROTOCOL}://${host}` of the host this request was made on. */
export const currentOrigin = (context: AppLoadContext): string => `${context.protocol}://${context.host}`;

/** An absolute URL on LOGIN_HOST. */
export function loginHostUrl(path: string): string {
  const env = getEnv();
  return `${env.PUBLIC_PROTOCOL}://${env.LOGIN_HOST}${path}`;
}

/**
 * The login host's `/sso/start` for a target: with a master session the browser comes back signed
 * in (through the target host's `/sso/begin`, which binds the round trip to the browser).
 */
export const ssoStartPath = (target: URL | string): string =>
  `/sso/start?${new URLSearchParams({ successUrl: String(target) }).toString()}`;

export const isLoginHost = (host: string): boolean => normalizeHost(host) === normalizeHost(getEnv().LOGIN_HOST);

/** Whether `url` is on the host this request was made on. */
export const isCurrentHost = (url: URL, context: AppLoadContext): boolean =>
  normalizeHost(url.host) === normalizeHost(context.host);

/**
 * The hosts a sign-in may return to: the login host, the main site, or a host whose crowd the API
 * knows (`GET /crowdView/domain/{subdomain or domain}` answers 200). Never an arbitrary address.
 */
export async function isKnownHost(rawHost: string, { request, context }: HostArgs): Promise<boolean> {
  const env = getEnv();
  const host = normalizeHost(rawHost);
  if (host === '') return false;
  if (host === normalizeHost(context.host)) return true;
  const main = normalizeHost(env.MAIN_HOST);
  if (host === normalizeHost(env.LOGIN_HOST) || host === main || host === `www.${main}`) return true;
  const site = resolveSite(host, { mainHost: env.MAIN_HOST, loginHost: env.LOGIN_HOST });
  if (site.kind !== 'crowd') return false;
  const result = await api({ request, context }).request('getCrowdViewByDomain', {
    params: { domain: crowdDomainKey(site) },
  });
  return result.ok;
}

/**
 * Where a sign-in continues: `raw` (a path on this host or an absolute URL) when it is on this host
 * or a known host, else `fallback`. Sign-in pages themselves become `/` of their host.
 */
export async function resolveTarget(raw: string | null | undefined, fallback: string, args: HostArgs): Promise<URL> {
  const base = `${currentOrigin(args.context)}/`;
  const fallbackUrl = new URL(fallback, base);
  const url = raw ? redirectTargetUrl(raw, args.context.protocol, base) : null;
  const acceptable = url !== null && !isLoginHost(url.host) && (await isKnownHost(url.host, args));
  return withoutAuthPath(acceptable ? url : fallbackUrl);
}

/** An absolute URL on a known host (the login host included), re-serialised; null for anything else. */
export async function knownTarget(raw: string | null, args: HostArgs): Promise<URL | null> {
  const url = raw ? redirectTargetUrl(raw, args.context.protocol) : null;
  return url && (await isKnownHost(url.host, args)) ? url : null;
}

function withoutAuthPath(url: URL): URL {
  if (!isAuthPath(url.pathname)) return url;
  return new URL('/', url);
}

/**
 * A URL as a redirect from the current host: a path when it is on this host, else absolute; its
 * path always starts with exactly one `/`, so it never reads as another host (`//evil.example`).
 */
export function locationFor(url: URL, context: AppLoadContext): string {
  const path = redirectPath(url);
  return isCurrentHost(url, context) ? path : `${url.origin}${path}`;
}

/**
 * `/` of the crowd's canonical site (the contracts' host rule): its served own domain, its subdomain
 * or the main site. `domain` is one the API names only while proven (decision 029), as the crowd view does.
 */
export function crowdSiteUrl(
  crowd: Pick<TCrowdView, 'subdomain' | 'domain' | 'subdomainRouting' | 'features'>,
): string {
  const env = getEnv();
  const host = canonicalCrowdHost(
    { ...crowd, ownDomainFeature: crowd.features?.ownDomain === true, domainProven: true },
    { mainHost: env.MAIN_HOST },
  );
  return `${canonicalUrl(env.PUBLIC_PROTOCOL, host)}/`;
}
