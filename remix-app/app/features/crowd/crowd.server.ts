import type { AppLoadContext } from '@remix-run/node';
import { type TCategory, type TCrowdView } from '@crowd/contracts';
import { crowdDomainKey } from '@crowd/contracts/hosts';
import { api } from '~/lib/api.server';
import { isAuthPath } from '~/lib/auth-paths';
import { publicRead } from '~/lib/cache.server';
import { perRequest } from '~/lib/request-cache.server';
import { getOptionalUser } from '~/lib/user.server';
import { crowdAccess, type CrowdAccess, type SiteAccess } from './crowd-access';

export interface LoadedCrowd {
  crowd: TCrowdView | null;
  access: CrowdAccess;
}

const CROWD = Symbol('host crowd');

/** The crowd of the current crowd host and whether it may be shown; null on other hosts. */
export function loadCrowd(request: Request, context: AppLoadContext): Promise<LoadedCrowd | null> {
  return perRequest(context, CROWD, () => fetchCrowd(request, context));
}

async function fetchCrowd(request: Request, context: AppLoadContext): Promise<LoadedCrowd | null> {
  const { site } = context;
  if (site.kind !== 'crowd') return null;
  const client = api({ request, context });
  const domain = crowdDomainKey(site);
  const result = await publicRead({ request, context }, null, `crowdView:${domain}`, (signal) =>
    client.request('getCrowdViewByDomain', { params: { domain }, signal }),
  );
  if (!result.ok) {
    if (result.status === 404) return { crowd: null, access: 'not_found' };
    throw new Response(null, { status: result.status >= 500 ? 503 : result.status });
  }
  return { crowd: result.data, access: crowdAccess(site, result.data) };
}

export interface SiteCrowd {
  crowd: TCrowdView | null;
  access: SiteAccess;
}

/** Pages a private crowd shows outsiders: signing in, registering, passwords, activation, legal texts. */
const OPEN_TO_OUTSIDERS = ['/privacyPolicy', '/serviceAgreement'];
const isOpenToOutsiders = (pathname: string): boolean => isAuthPath(pathname) || OPEN_TO_OUTSIDERS.includes(pathname);

const SITE = Symbol('site access');

/**
 * The crowd of this host and what this visitor may see of it (spec 2.9): a private crowd's
 * content is for its members; every other page of it sends a signed-out visitor to sign in and
 * shows a signed-in outsider a blocking screen. The API refuses them its content anyway; this
 * decides the page. Once per request, for the root and the page's loaders alike.
 */
export function loadSiteCrowd(request: Request, context: AppLoadContext): Promise<SiteCrowd | null> {
  return perRequest(context, SITE, async (): Promise<SiteCrowd | null> => {
    const loaded = await loadCrowd(request, context);
    if (!loaded?.crowd || loaded.access !== 'ok') return loaded;
    const { crowd } = loaded;
    if (!crowd.privateCrowd || crowd.role !== null) return loaded;
    if (isOpenToOutsiders(new URL(request.url).pathname)) return loaded;
    const user = await getOptionalUser(api({ request, context }).forCrowd(crowd), context);
    return { crowd, access: user ? 'private' : 'sign_in' };
  });
}

/** The crowd for a crowd-site loader, or null while a blocking screen (or sign-in) comes instead. */
export async function getVisibleCrowd(request: Request, context: AppLoadContext): Promise<TCrowdView | null> {
  const loaded = await loadSiteCrowd(request, context);
  return loaded?.access === 'ok' ? loaded.crowd : null;
}

/**
 * The visible categories of the crowd of this host, for its public pages; a failed call is only
 * logged (spec 8) and shows none.
 */
export async function listSiteCategories(
  request: Request,
  context: AppLoadContext,
  crowd: Pick<TCrowdView, 'id' | 'privateCrowd'>,
): Promise<TCategory[]> {
  const { site } = context;
  if (site.kind !== 'crowd') return [];
  const client = api({ request, context }).forCrowd(crowd);
  const domain = crowdDomainKey(site);
  const result = await publicRead({ request, context }, crowd, `categories:${domain}`, (signal) =>
    client.request('listCrowdViewCategories', { params: { domain }, signal }),
  );
  if (result.ok) return result.data;
  // 401/403: the visitor may not read this crowd's content (private, hidden); its page says why.
  if (result.status !== 401 && result.status !== 403)
    console.error(`[web] GET /api/crowdView/category failed: ${result.status}`);
  return [];
}
