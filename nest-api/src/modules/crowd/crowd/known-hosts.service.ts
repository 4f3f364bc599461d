import { Inject, Injectable } from '@nestjs/common';
import type { TPlanFeatures } from '@crowd/contracts';
import {
  canonicalCrowdHost,
  canonicalUrl,
  normalizeHost,
  redirectTargetUrl,
  resolveSite,
  servesSite,
  type TCrowdSite,
} from '@crowd/contracts/hosts';
import { ProcessMemo } from '../../../infra/cache/process-memo';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { CrowdRepository } from './crowd.repository';
import type { Crowd } from './entities/crowd.entity';
import { hostedCrowd } from './hosted-crowd';

export type KnownHost =
  { kind: 'login'; host: string } | { kind: 'main'; host: string } | { kind: 'crowd'; host: string; crowd: Crowd };

/** A crowd found on a crowd site that serves it, with the features of its plan in force. */
export interface ServedCrowd {
  crowd: Crowd;
  features: TPlanFeatures | null;
}

/**
 * The hosts this deployment serves, by the contracts' host rule (decision 003): the login host,
 * the main site, or a crowd site that serves an existing crowd. Single sign-on redirects and
 * e-mail links are built from these only, never from a raw Host header.
 */
@Injectable()
export class KnownHostsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly crowds: CrowdRepository,
    private readonly plans: CurrentPlanService,
    private readonly memo: ProcessMemo,
  ) {}

  /** `host` with its port, as in a URL's `host`; null for any host this deployment does not serve. */
  async resolve(rawHost: string): Promise<KnownHost | null> {
    const host = normalizeHost(rawHost);
    // The web takes a missing Host header as the main site; as a place to send a browser it is none.
    if (host === '') return null;
    const site = resolveSite(host, this.config);
    if (site.kind !== 'crowd') return { kind: site.kind, host };
    const served = await this.servedCrowd(site);
    return served ? { kind: 'crowd', host, crowd: served.crowd } : null;
  }

  /** The crowd a crowd site names, when that site serves it (own domain only with the feature). */
  async servedCrowd(site: TCrowdSite): Promise<ServedCrowd | null> {
    // Every call of a crowd site's page names its site: kept a moment (`ProcessMemo`).
    const key = site.by === 'subdomain' ? `subdomain:${site.subdomain}` : `domain:${site.domain}`;
    return this.memo.get(`served-crowd:${key}`, async () => {
      const crowd =
        site.by === 'subdomain'
          ? await this.crowds.findBySubdomain(site.subdomain)
          : await this.crowds.findByDomain(site.domain);
      if (!crowd) return null;
      const features = await this.plans.features(crowd.id);
      return servesSite(hostedCrowd(crowd, features), site) ? { crowd, features } : null;
    });
  }

  /** The crowd's canonical host (spec 2.7) under the plan in force. */
  async crowdHost(crowd: Crowd): Promise<string> {
    return this.canonicalHost(crowd, await this.plans.features(crowd.id));
  }

  /** `${PUBLIC_PROTOCOL}://` and the crowd's canonical host, given the features of its plan in force. */
  crowdUrl(crowd: Crowd, features: TPlanFeatures | null): string {
    return canonicalUrl(this.config.env.PUBLIC_PROTOCOL, this.canonicalHost(crowd, features));
  }

  /** `${PUBLIC_PROTOCOL}://<crowd's canonical host or MAIN_HOST><path>` for e-mail links. */
  async link(crowd: Crowd | null, path: string): Promise<string> {
    const host = crowd ? await this.crowdHost(crowd) : normalizeHost(this.config.mainHost);
    return `${canonicalUrl(this.config.env.PUBLIC_PROTOCOL, host)}${path}`;
  }

  /**
   * A redirect target for single sign-on or social sign-in: an absolute URL on PUBLIC_PROTOCOL
   * whose host is known, re-serialised by the contracts' one rule so its path cannot read as
   * another host. Null for anything else (no open redirect).
   */
  async redirectTarget(redirectUrl: string): Promise<{ url: URL; known: KnownHost } | null> {
    const url = redirectTargetUrl(redirectUrl, this.config.env.PUBLIC_PROTOCOL);
    if (!url) return null;
    const known = await this.resolve(url.host);
    return known ? { url, known } : null;
  }

  private canonicalHost(crowd: Crowd, features: TPlanFeatures | null): string {
    return canonicalCrowdHost(hostedCrowd(crowd, features), this.config);
  }
}
