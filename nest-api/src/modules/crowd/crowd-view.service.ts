import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeDomain, type TCrowdRole, type TCrowdView } from '@crowd/contracts';
import { Repository } from 'typeorm';
import { notFound } from '../../common/errors';
import type { RequestUser } from '../../common/http/request-user';
import { CurrentPlanService } from '../subscription/current-plan.service';
import { toCrowdView, toPrivateCrowdTeaser } from './crowd-view.mapper';
import { Crowd } from './entities/crowd.entity';
import { CrowdMember } from './entities/crowd-member.entity';
import { CrowdTheming } from './entities/crowd-theming.entity';

/**
 * The crowd as its public site sees it. Blocking states (inactive, hidden) are answered as flags
 * so the site can show the right screen; a private crowd shows outsiders only its branding.
 */
@Injectable()
export class CrowdViewService {
  constructor(
    @InjectRepository(Crowd) private readonly crowds: Repository<Crowd>,
    @InjectRepository(CrowdTheming) private readonly themings: Repository<CrowdTheming>,
    @InjectRepository(CrowdMember) private readonly members: Repository<CrowdMember>,
    private readonly plans: CurrentPlanService,
  ) {}

  async byId(crowdId: number, user: RequestUser | undefined): Promise<TCrowdView> {
    const crowd = await this.crowds.findOneBy({ id: crowdId });
    if (!crowd) throw notFound('crowd_does_not_exist');
    return this.view(crowd, user);
  }

  /** `{domain}` is the crowd's subdomain or its own domain (any case, leading `www.` ignored). */
  async byDomain(domain: string, user: RequestUser | undefined): Promise<TCrowdView> {
    const normalized = normalizeDomain(domain);
    const ownDomain = normalized.includes('.');
    const crowd = await this.crowds.findOneBy(
      ownDomain ? { domainNormalized: normalized } : { subdomainNormalized: normalized },
    );
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
      this.themings.findOneByOrFail({ crowdId: crowd.id }),
      knownFeatures === undefined ? this.plans.features(crowd.id) : Promise.resolve(knownFeatures),
      this.roleOf(crowd.id, user),
    ]);
    const view = toCrowdView({ crowd, theming, features, role });
    return crowd.privateCrowd && role === null ? toPrivateCrowdTeaser(view) : view;
  }

  private async roleOf(crowdId: number, user: RequestUser | undefined): Promise<TCrowdRole | null> {
    if (!user) return null;
    const member = await this.members.findOneBy({ crowdId, userId: user.id, disabled: false });
    return member?.role ?? null;
  }
}
