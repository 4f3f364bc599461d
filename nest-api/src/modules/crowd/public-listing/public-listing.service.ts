import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PAGE_SIZES,
  SITEMAP_CROWDS_MAX,
  type TPublicCrowdLinksResponse,
  type TPublicCrowdListResponse,
  type TPublicIdeaListResponse,
} from '@crowd/contracts';
import { KeptValues } from '../../../infra/cache/kept-values';
import { Clock } from '../../../infra/clock/clock';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { crowdSiteUrl, toPublicCrowdCard, toPublicIdeaCard, type SiteLinks } from './public-listing.mapper';
import { ListedCrowdsService, type IdeaOrder } from './listed-crowds.service';

export type PublicListName = 'crowds' | 'crowdLinks' | IdeaOrder;

/** A list as sent: its JSON, and the entity tag that names this version of it. */
export interface PublicListAnswer {
  etag: string;
  json: string;
}

const entityTag = (json: string): string => `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

/**
 * The landing page's lists (spec 2.10): the busiest reads of the main site, the same for every
 * caller, so each is read from the database once per TTL and kept serialized with its tag.
 */
@Injectable()
export class PublicListingService {
  constructor(
    private readonly listing: ListedCrowdsService,
    private readonly kept: KeptValues,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long a list is kept, also the max-age its answer allows; 0 reads it every time. */
  get ttlMs(): number {
    return this.config.env.PUBLIC_LISTS_CACHE_MS;
  }

  async list(name: PublicListName): Promise<PublicListAnswer> {
    const kept = await this.kept.get(`public-lists:${name}`, this.ttlMs, () => this.read(name));
    const split = kept.indexOf('\n');
    return { etag: kept.slice(0, split), json: kept.slice(split + 1) };
  }

  /** The list's entity tag and JSON, on two lines. */
  private async read(name: PublicListName): Promise<string> {
    const now = this.clock.now();
    const cards =
      name === 'crowds'
        ? await this.crowds(now)
        : name === 'crowdLinks'
          ? await this.crowdLinks(now)
          : await this.ideas(name, now);
    const json = JSON.stringify(cards);
    return `${entityTag(json)}\n${json}`;
  }

  private async crowds(now: Date): Promise<TPublicCrowdListResponse> {
    const totals = await this.listing.topCrowds(now, PAGE_SIZES.landingPreview);
    const ids = totals.map((row) => row.crowdId);
    const [crowds, tiers] = await Promise.all([this.listing.crowdsByIds(ids), this.listing.tiersInForce(ids, now)]);
    const byId = new Map(crowds.map((crowd) => [crowd.id, crowd]));
    return totals.flatMap((row) => {
      const crowd = byId.get(row.crowdId);
      return crowd ? [toPublicCrowdCard(crowd, row, crowdSiteUrl(crowd, tiers.get(crowd.id), this.links))] : [];
    });
  }

  /** Every listed crowd's site, oldest crowd first so the sitemap changes only at its end. */
  private async crowdLinks(now: Date): Promise<TPublicCrowdLinksResponse> {
    const ids = (await this.listing.listedCrowdIds(now)).sort((a, b) => a - b).slice(0, SITEMAP_CROWDS_MAX);
    const [crowds, tiers] = await Promise.all([this.listing.crowdsByIds(ids), this.listing.tiersInForce(ids, now)]);
    return crowds
      .sort((a, b) => a.id - b.id)
      .map((crowd) => ({ link: crowdSiteUrl(crowd, tiers.get(crowd.id), this.links) }));
  }

  private async ideas(order: IdeaOrder, now: Date): Promise<TPublicIdeaListResponse> {
    const listed = await this.listing.listedCrowdIds(now);
    const ideas = await this.listing.topIdeas(order, listed, PAGE_SIZES.landingPreview);
    const ids = [...new Set(ideas.map((idea) => idea.crowdId))];
    const [crowds, tiers] = await Promise.all([this.listing.crowdsByIds(ids), this.listing.tiersInForce(ids, now)]);
    const byId = new Map(crowds.map((crowd) => [crowd.id, crowd]));
    return ideas.flatMap((idea) => {
      const crowd = byId.get(idea.crowdId);
      return crowd ? [toPublicIdeaCard(idea, crowd, crowdSiteUrl(crowd, tiers.get(crowd.id), this.links))] : [];
    });
  }

  private get links(): SiteLinks {
    return { protocol: this.config.env.PUBLIC_PROTOCOL, hosts: { mainHost: this.config.mainHost } };
  }
}
