import { randomBytes } from 'node:crypto';
import type { TDomainVerification } from '@crowd/contracts';
import { domainProofRecord } from '@crowd/contracts/hosts';
import type { Crowd } from './entities/crowd.entity';

/** The columns that say how far a crowd's own domain is proven (decision 029). */
export type DomainProof = Pick<
  Crowd,
  'domainToken' | 'domainVerified' | 'domainServed' | 'domainSeenAt' | 'domainCheckedAt'
>;

/**
 * A domain just set (or removed) is pending with a token of its own: a record published for an
 * earlier claim, of this crowd or another, proves nothing about this one.
 */
export const freshDomainProof = (domain: string | null): DomainProof => ({
  domainToken: domain === null ? null : randomBytes(32).toString('base64url'),
  domainVerified: false,
  domainServed: false,
  domainSeenAt: null,
  domainCheckedAt: null,
});

/** What the crowd's admins see of the proof (the TXT record to publish); null without an own domain. */
export function toDomainVerification(crowd: Crowd): TDomainVerification | null {
  if (!crowd.domainNormalized || !crowd.domainToken) return null;
  return {
    status: crowd.domainVerified ? 'verified' : 'pending',
    recordName: domainProofRecord(crowd.domainNormalized),
    recordValue: crowd.domainToken,
    served: crowd.domainServed,
    checkedAt: crowd.domainCheckedAt?.toISOString() ?? null,
  };
}

/** The own domain while it serves the crowd, as the public view names it; null otherwise. */
export const servedDomain = (crowd: Crowd): string | null => (crowd.domainServed ? crowd.domain : null);
