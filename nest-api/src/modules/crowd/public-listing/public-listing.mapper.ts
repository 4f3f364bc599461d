import { PLANS, type TPublicCrowdCard, type TPublicIdeaCard, type TTier } from '@crowd/contracts';
import { canonicalCrowdHost, canonicalUrl, type TSiteHosts } from '@crowd/contracts/hosts';
import { htmlToExcerptText, truncateText } from '@crowd/contracts/text';
import type { Crowd } from '../crowd/entities/crowd.entity';
import type { Idea } from '../../idea/idea/entities/idea.entity';
import type { CrowdTotals } from './listed-crowds.service';

/** As long as an idea card shows it (spec 2.9): the list carries no more than a card can use. */
const IDEA_EXCERPT_LENGTH = 120;

export interface SiteLinks {
  protocol: 'http' | 'https';
  hosts: Pick<TSiteHosts, 'mainHost'>;
}

/** The crowd's site by the contracts' host rule, its own domain only while proven and its plan has the feature. */
export function crowdSiteUrl(crowd: Crowd, tier: TTier | undefined, links: SiteLinks): string {
  const hosted = {
    subdomain: crowd.subdomain,
    domain: crowd.domain,
    subdomainRouting: crowd.subdomainRouting,
    ownDomainFeature: tier !== undefined && PLANS[tier].features.ownDomain,
    domainProven: crowd.domainServed,
  };
  return canonicalUrl(links.protocol, canonicalCrowdHost(hosted, links.hosts));
}

export function toPublicCrowdCard(crowd: Crowd, totals: CrowdTotals, siteUrl: string): TPublicCrowdCard {
  return {
    id: crowd.id,
    title: crowd.title,
    description: crowd.description ?? '',
    createdAt: crowd.createdAt.toISOString(),
    ideaCount: totals.ideaCount,
    likeSum: totals.likeSum,
    featuredImageId: crowd.featuredImageId,
    link: siteUrl,
  };
}

export function toPublicIdeaCard(idea: Idea, crowd: Crowd, siteUrl: string): TPublicIdeaCard {
  return {
    id: idea.id,
    name: idea.name,
    description: truncateText(htmlToExcerptText(idea.description), IDEA_EXCERPT_LENGTH),
    crowdId: idea.crowdId,
    crowdTitle: crowd.title,
    createdAt: idea.createdAt.toISOString(),
    creatorName: idea.creatorName,
    likeCount: idea.likeCount,
    commentCount: idea.commentCount,
    featuredImageId: idea.featuredImageId,
    link: `${siteUrl}/idea/${idea.id}`,
  };
}
