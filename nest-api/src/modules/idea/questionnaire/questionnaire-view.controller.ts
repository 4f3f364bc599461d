import { Controller } from '@nestjs/common';
import type { TCrowdQuestionnairesResponse } from '@crowd/contracts';
import { crowdSiteOfDomainKey } from '@crowd/contracts/hosts';
import { notFound } from '../../../common/errors';
import { ApiRoute, RouteParams, type TRouteParams } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { CrowdContextService } from '../../crowd/crowd/context/crowd-context.service';
import { KnownHostsService } from '../../crowd/crowd/known-hosts.service';
import { QuestionnaireService } from './questionnaire.service';

/** The crowd's public site: the questionnaires it asks before a like and when an idea is created. */
@Controller()
export class QuestionnaireViewController {
  constructor(
    private readonly questionnaires: QuestionnaireService,
    private readonly hosts: KnownHostsService,
    private readonly contexts: CrowdContextService,
  ) {}

  /** 404 for a domain that serves no crowd; a private crowd's only to its members. */
  @ApiRoute('getCrowdViewQuestionnaires')
  async enabled(
    @RouteParams() { domain }: TRouteParams<'getCrowdViewQuestionnaires'>,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdQuestionnairesResponse> {
    const served = await this.hosts.servedCrowd(crowdSiteOfDomainKey(domain));
    if (!served) throw notFound('crowd_does_not_exist');
    await this.contexts.requireSiteReader(served.crowd, user);
    return this.questionnaires.enabledOfCrowd(served.crowd.id);
  }
}
