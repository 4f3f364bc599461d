import { Injectable } from '@nestjs/common';
import type { TCategory } from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { notFound } from '../../../common/errors';
import type { RequestUser } from '../../../common/http/request-user';
import { CrowdContextService } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { CategoryRepository } from './category.repository';
import { toCategoryView } from './category.service';

/** A crowd's categories as its public site shows them. */
@Injectable()
export class CategoryViewService {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly hosts: KnownHostsService,
    private readonly contexts: CrowdContextService,
  ) {}

  /**
   * The visible categories of the crowd `{domain}` names (as GET /crowdView/domain/{domain} finds
   * it), to those who may read the crowd's site (a private crowd's members only), as its ideas.
   */
  async visibleOfSite(domain: string, user: RequestUser | undefined): Promise<TCategory[]> {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    const { crowd } = served;
    await this.contexts.requireSiteReader(crowd, user);
    return (await this.categories.listVisibleByCrowd(crowd.id)).map(toCategoryView);
  }
}
