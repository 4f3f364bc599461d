import { Inject, Injectable } from '@nestjs/common';
import { normalizeDomain, normalizeSubdomain, type TPlanFeatures } from '@crowd/contracts';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { CurrentPlanService } from '../subscription/current-plan.service';
import { CrowdRepository } from './crowd.repository';
import type { Crowd } from './entities/crowd.entity';

export type KnownHost =
  { kind: 'login'; host: string } | { kind: 'main'; host: string } | { kind: 'crowd'; host: string; crowd: Crowd };

/** Where the crowd's site is served: its own domain only on a plan that has the feature. */
const servesOwnDomain = (crowd: Crowd, features: TPlanFeatures | null): boolean =>
  Boolean(crowd.domainNormalized) && features?.ownDomain === true;

const withoutPort = (host: string): string => host.replace(/:\d+$/, '');

/**
 * The hosts this deployment serves (ARCHITECTURE "Host routing"): the login host, the main site,
 * `{subdomain}.MAIN_HOST` of an existing crowd, or a crowd's served own domain. Single sign-on
 * redirects and e-mail links are built from these only, never from a raw Host header.
 */
@Injectable()
export class KnownHostsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly crowds: CrowdRepository,
    private readonly plans: CurrentPlanService,
  ) {}

  /** `host` with its port, as in a URL's `host`; null for any host this deployment does not serve. */
  async resolve(rawHost: string): Promise<KnownHost | null> {
    const host = rawHost.trim().toLowerCase();
    if (host === this.config.loginHost) return { kind: 'login', host };
    if (host === this.config.mainHost) return { kind: 'main', host };
    const suffix = `.${this.config.mainHost}`;
    if (host.endsWith(suffix)) {
      const subdomain = normalizeSubdomain(host.slice(0, -suffix.length));
      if (subdomain === '' || subdomain === 'www' || subdomain.includes('.')) return null;
      const crowd = await this.crowds.findBySubdomain(subdomain);
      if (!crowd) return null;
      // With its own domain served and subdomain routing off, the crowd has no subdomain site.
      if (servesOwnDomain(crowd, await this.plans.features(crowd.id)) && !crowd.subdomainRouting) return null;
      return { kind: 'crowd', host, crowd };
    }
    const domain = normalizeDomain(withoutPort(host));
    if (!domain.includes('.')) return null;
    const crowd = await this.crowds.findByDomain(domain);
    if (!crowd || !servesOwnDomain(crowd, await this.plans.features(crowd.id))) return null;
    return { kind: 'crowd', host, crowd };
  }

  /** The crowd's canonical host (spec 2.7): its own domain when served without subdomain routing, else its subdomain. */
  async crowdHost(crowd: Crowd): Promise<string> {
    const ownDomain = servesOwnDomain(crowd, await this.plans.features(crowd.id));
    if (ownDomain && (!crowd.subdomainRouting || !crowd.subdomainNormalized)) return crowd.domainNormalized as string;
    if (crowd.subdomainNormalized) return `${crowd.subdomainNormalized}.${this.config.mainHost}`;
    return this.config.mainHost;
  }

  /** `${PUBLIC_PROTOCOL}://<crowd's canonical host or MAIN_HOST><path>` for e-mail links. */
  async link(crowd: Crowd | null, path: string): Promise<string> {
    const host = crowd ? await this.crowdHost(crowd) : this.config.mainHost;
    return `${this.config.publicUrl(host)}${path}`;
  }

  /**
   * A redirect target for single sign-on or social sign-in: an absolute URL on PUBLIC_PROTOCOL
   * whose host is known. Null for anything else (no open redirect).
   */
  async redirectTarget(redirectUrl: string): Promise<{ url: URL; known: KnownHost } | null> {
    let url: URL;
    try {
      url = new URL(redirectUrl);
    } catch {
      return null;
    }
    if (url.protocol !== `${this.config.env.PUBLIC_PROTOCOL}:` || url.username !== '' || url.password !== '')
      return null;
    const known = await this.resolve(url.host);
    return known ? { url, known } : null;
  }
}
