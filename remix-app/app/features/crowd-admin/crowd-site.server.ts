import type { TCrowd } from '@crowd/contracts';
import { crowdSiteUrl } from '~/features/auth/hosts.server';

/**
 * `/` of the crowd's public site (spec 2.7: its served own domain without subdomain routing, else
 * its subdomain), or null while it has neither and so no site of its own yet.
 */
export function adminCrowdSiteUrl(
  crowd: Pick<TCrowd, 'subdomain' | 'domain' | 'domainVerification' | 'subdomainRouting' | 'features'>,
) {
  // The admin view names the domain the crowd claims; it serves only once proven (decision 029).
  const domain = crowd.domainVerification?.served ? crowd.domain : null;
  const servedDomain = Boolean(domain) && crowd.features?.ownDomain === true;
  return crowd.subdomain || servedDomain ? crowdSiteUrl({ ...crowd, domain }) : null;
}
