import { Injectable } from '@nestjs/common';
import type { TCrowdView } from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { CurrentPlanService } from '../../subscription/subscription/current-plan.service';
import { toCrowdView, toPrivateCrowdTeaser } from './crowd-view.mapper';
import { CrowdContextService } from './context/crowd-context.service';
import { CrowdThemingRepository } from './crowd-theming.repository';
import { CrowdRepository } from './crowd.repository';
import type { Crowd } from './entities/crowd.entity';
import { KnownHostsService } from './known-hosts.service';

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
    private readonly hosts: KnownHostsService,
  ) {}

  async byId(crowdId: number, user: RequestUser | undefined): Promise<TCrowdView> {
    const crowd = await this.crowds.findById(crowdId);
    if (!crowd) throw notFound('crowd_does_not_exist');
    return this.view(crowd, user);
  }

  /**
   * `{domain}` is the key the web sends for a crowd site (`crowdDomainKey`): the crowd's subdomain
   * or its own domain, in any case, leading `www.` ignored. Answered only when that site serves it.
   */
  async byDomain(domain: string, user: RequestUser | undefined): Promise<TCrowdView> {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    return this.view(served.crowd, user, served.features);
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
    const view = toCrowdView({ crowd, theming, features, role, canonicalUrl: this.hosts.crowdUrl(crowd, features) });
    return crowd.privateCrowd && role === null ? toPrivateCrowdTeaser(view) : view;
  }
}
