import type { TCrowdView } from '@crowd/contracts';
import type { CrowdSite } from '../../../server/site.js';

/** Why a crowd host shows a blocking screen instead of the crowd (spec 2.1), or `ok`. */
export type CrowdAccess = 'ok' | 'disabled' | 'not_found' | 'hidden';

export type CrowdForAccess = Pick<TCrowdView, 'active' | 'visible' | 'subdomain' | 'domain' | 'subdomainRouting'>;

/**
 * Checked in the spec's order: not active → disabled; not reachable on this host → does not
 * exist; not visible → hidden. A crowd with its own domain and subdomain routing off lives on
 * that domain only; otherwise it lives on its subdomain only.
 */
export function crowdAccess(site: CrowdSite, crowd: CrowdForAccess | null): CrowdAccess {
  if (!crowd) return 'not_found';
  if (!crowd.active) return 'disabled';
  const servedOnOwnDomain = Boolean(crowd.domain) && !crowd.subdomainRouting;
  const reachable =
    site.by === 'subdomain'
      ? Boolean(crowd.subdomain) && crowd.subdomain?.toLowerCase() === site.subdomain && !servedOnOwnDomain
      : servedOnOwnDomain && crowd.domain?.toLowerCase().replace(/^www\./, '') === site.domain;
  if (!reachable) return 'not_found';
  if (!crowd.visible) return 'hidden';
  return 'ok';
}
