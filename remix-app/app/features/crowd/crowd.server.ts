import type { AppLoadContext } from '@remix-run/node';
import { type TCategory, type TCrowdView } from '@crowd/contracts';
import { crowdDomainKey } from '@crowd/contracts/hosts';
import { api } from '~/lib/api.server';
import { perRequest } from '~/lib/request-cache.server';
import { crowdAccess, type CrowdAccess } from './crowd-access';

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
  const result = await client.request('getCrowdViewByDomain', { params: { domain: crowdDomainKey(site) } });
  if (!result.ok) {
    if (result.status === 404) return { crowd: null, access: 'not_found' };
    throw new Response(null, { status: result.status >= 500 ? 503 : result.status });
  }
  return { crowd: result.data, access: crowdAccess(site, result.data) };
}

/** The crowd for a crowd-site loader, or null while a blocking screen is shown instead. */
export async function getVisibleCrowd(request: Request, context: AppLoadContext): Promise<TCrowdView | null> {
  const loaded = await loadCrowd(request, context);
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
  const result = await client.request('listCrowdViewCategories', { params: { domain: crowdDomainKey(site) } });
  if (result.ok) return result.data;
  // 401/403: the visitor may not read this crowd's content (private, hidden); its page says why.
  if (result.status !== 401 && result.status !== 403)
    console.error(`[web] GET /api/crowdView/category failed: ${result.status}`);
  return [];
}
