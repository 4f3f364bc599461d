import { z } from 'zod';
import { ZCount, ZId, ZIsoDateTime, ZNullableId, zMsg } from './common';

/** A crowd on the landing page's preview list. */
export const ZPublicCrowdCard = z.object({
  id: ZId,
  title: z.string(),
  description: z.string(),
  createdAt: ZIsoDateTime,
  ideaCount: ZCount,
  likeSum: ZCount,
  featuredImageId: ZNullableId,
  /** Absolute URL of the crowd's site. */
  link: z.string(),
});
export type TPublicCrowdCard = z.infer<typeof ZPublicCrowdCard>;

/** An idea on the landing page's most-liked and newest lists. */
export const ZPublicIdeaCard = z.object({
  id: ZId,
  name: z.string(),
  /** Plain text excerpt of the description. */
  description: z.string(),
  crowdId: ZId,
  crowdTitle: z.string(),
  createdAt: ZIsoDateTime,
  creatorName: z.string(),
  likeCount: ZCount,
  commentCount: ZCount,
  featuredImageId: ZNullableId,
  /** Absolute URL of the idea on its crowd's site. */
  link: z.string(),
});
export type TPublicIdeaCard = z.infer<typeof ZPublicIdeaCard>;

/** GET /public/crowds: public, visible, active crowds (up to PAGE_SIZES.landingPreview). */
export const ZPublicCrowdListResponse = z.array(ZPublicCrowdCard);
export type TPublicCrowdListResponse = z.infer<typeof ZPublicCrowdListResponse>;
/** GET /public/crowdLinks: every listed crowd's site, for the main site's sitemap (at most SITEMAP_CROWDS_MAX). */
export const ZPublicCrowdLinksResponse = z.array(z.object({ link: z.string() }));
export type TPublicCrowdLinksResponse = z.infer<typeof ZPublicCrowdLinksResponse>;
/** A sitemap holds 50,000 URLs; the main site's own pages take a few. */
export const SITEMAP_CROWDS_MAX = 49_000;
/** GET /public/ideas/mostLiked, GET /public/ideas/recent */
export const ZPublicIdeaListResponse = z.array(ZPublicIdeaCard);
export type TPublicIdeaListResponse = z.infer<typeof ZPublicIdeaListResponse>;

/**
 * GET /public/domainCheck?domain=<host>: Caddy's `on_demand_tls { ask … }` asks before it gets a
 * certificate for a host; 200 for every host this deployment serves, 404 for any other.
 */
export const ZDomainCheckQuery = z.object({
  domain: z
    .string(zMsg('validation_invalid_value'))
    .min(1, 'validation_invalid_value')
    .max(253, 'validation_invalid_value'),
});
export type TDomainCheckQuery = z.infer<typeof ZDomainCheckQuery>;
export const ZDomainCheckResponse = z.object({ host: z.string(), site: z.enum(['main', 'login', 'crowd']) });
export type TDomainCheckResponse = z.infer<typeof ZDomainCheckResponse>;
