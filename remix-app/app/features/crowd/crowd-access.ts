import { isCrowdStaff } from '@crowd/contracts/enum-values';
import type { TPlanFeatures } from '@crowd/contracts/plans';
import type { TCrowdView } from '@crowd/contracts/schemas';
import { servesSite, type TCrowdSite } from '@crowd/contracts/hosts';

/** Why a crowd host shows a blocking screen instead of the crowd (spec 2.1), or `ok`. */
export type CrowdAccess = 'ok' | 'disabled' | 'not_found' | 'hidden';

/**
 * What a crowd host shows this visitor: besides the crowd's own state, `sign_in` when a signed-out
 * visitor must sign in first (a private crowd), `private` for a signed-in visitor who is not its member.
 */
export type SiteAccess = CrowdAccess | 'sign_in' | 'private';

export type CrowdForAccess = Pick<
  TCrowdView,
  'active' | 'visible' | 'subdomain' | 'domain' | 'subdomainRouting' | 'role'
> & {
  features: Pick<TPlanFeatures, 'ownDomain'> | null;
};

/**
 * Checked in the spec's order: not active → disabled; not served on this host (the contracts'
 * host rule) → does not exist; not visible → hidden. A private crowd's view withholds its features
 * from outsiders; the API answered this host's key under the same rule, so an own domain it
 * answered is served and a subdomain it answered is not displaced by one. The view names an own
 * domain only while its DNS proof is in force (decision 029), so a domain it names is proven. A hidden crowd is shown
 * to its own admins and managers (the admin area's preview), to nobody else.
 */
export function crowdAccess(site: TCrowdSite, crowd: CrowdForAccess | null): CrowdAccess {
  if (!crowd) return 'not_found';
  if (!crowd.active) return 'disabled';
  const ownDomainFeature = crowd.features ? crowd.features.ownDomain : site.by === 'domain';
  if (!servesSite({ ...crowd, ownDomainFeature, domainProven: true }, site)) return 'not_found';
  if (!crowd.visible && !isCrowdStaff(crowd.role)) return 'hidden';
  return 'ok';
}
