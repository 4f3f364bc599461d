import type { TPlanFeatures } from '@crowd/contracts';
import type { THostedCrowd } from '@crowd/contracts/hosts';
import type { Crowd } from './entities/crowd.entity';

/** What the contracts' host rule needs of a crowd, with the features of the plan in force and its domain's proof. */
export const hostedCrowd = (crowd: Crowd, features: TPlanFeatures | null): THostedCrowd => ({
  subdomain: crowd.subdomain,
  domain: crowd.domain,
  subdomainRouting: crowd.subdomainRouting,
  ownDomainFeature: features?.ownDomain === true,
  domainProven: crowd.domainServed,
});
