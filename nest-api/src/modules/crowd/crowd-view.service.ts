import { Injectable } from '@nestjs/common';
import { normalizeDomain, type TCrowdView } from '@crowd/contracts';
import { notFound } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { CurrentPlanService } from '../subscription/current-plan.service';
import { toCrowdView, toPrivateCrowdTeaser } from './crowd-view.mapper';
import { CrowdContextService } from './context/crowd-context.service';
import { CrowdThemingRepository } from './crowd-theming.repository';
import { CrowdRepository } from './crowd.repository';
import type { Crowd } from './entities/crowd.entity';

/**
 * The crowd as its public site sees it. Blocking states (inactive, hidden) are answered as flags
 * so the site can show the right screen; a private crowd shows outsiders only its branding.
 */
@Injectable()
export class CrowdViewService {
  constructor(
    private readonly crowds: CrowdRepository,
    private readonly themings: CrowdThemingRepository,
    private readonly contexts: CrowdContextService,
    private readonly plans: CurrentPlanService,
  ) {}

  async byId(crowdId: number, user: RequestUser | undefined): Promise<TCrowdView> {
    const crowd = await this.crowds.findById(crowdId);
    if (!crowd) throw notFound('crowd_does_not_exist');
    return this.view(crowd, user);
  }

  /** `{domain}` is the crowd's subdomain or its own domain (any case, leading `www.` ignored). */
  async byDomain(domain: string, user: RequestUser | undefined): Promise<TCrowdView> {
    const normalized = normalizeDomain(domain);
    const ownDomain = normalized.includes('.');
    const crowd = ownDomain
      ? await this.crowds.findByDomain(normalized)
      : await this.crowds.findBySubdomain(normalized);
    if (!crowd) throw notFound('crowd_does_not_exist');
    const features = await this.plans.features(crowd.id);
    const servesOwnDomain = Boolean(crowd.domainNormalized) && features?.ownDomain === true;
    // An own domain serves only on a plan that has it; with subdomain routing off, the crowd
    // lives on its own domain alone and its subdomain does not exist.
    if (ownDomain ? !servesOwnDomain : servesOwnDomain && !crowd.subdomainRouting) {
      throw notFound('crowd_does_not_exist');
    }
    return this.view(crowd, user, features);
  }

  private async view(
    crowd: Crowd,
    user: RequestUser | undefined,
    knownFeatures?: TCrowdView['features'],
  ): Promise<TCrowdView> {
    const [theming, features, role] = await Promise.all([
      this.themings.findByCrowdOrFail(crowd.id),
      knownFeatures === undefined ? this.plans.features(crowd.id) : Promise.resolve(knownFeatures),
      this.contexts.forCrowd(crowd, user).then((context) => context.role),
    ]);
    const view = toCrowdView({ crowd, theming, features, role });
    return crowd.privateCrowd && role === null ? toPrivateCrowdTeaser(view) : view;
  }
}
