import { Controller, Get } from '@nestjs/common';
import {
  ZCrowdIdParams,
  ZCrowdViewIdeaParams,
  ZCrowdViewIdeasQuery,
  type TCrowdViewIdeaResponse,
  type TCrowdViewIdeasQuery,
  type TCrowdViewIdeasResponse,
} from '@crowd/contracts';
import { OptionalUser } from '../../common/http/current-user';
import type { RequestUser } from '../../common/http/request-user';
import { ZodParams, ZodQuery } from '../../common/http/zod-validation.pipe';
import { IdeaViewService } from './idea-view.service';

/** The crowd's public site: its ideas, a page of them or one. */
@Controller('crowdView')
export class IdeaViewController {
  constructor(private readonly views: IdeaViewService) {}

  @Get('ideas/:crowdId')
  list(
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
    @ZodQuery(ZCrowdViewIdeasQuery) query: TCrowdViewIdeasQuery,
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdViewIdeasResponse> {
    return this.views.page(crowdId, query, user);
  }

  @Get('idea/:domain/:ideaId')
  one(
    @ZodParams(ZCrowdViewIdeaParams) { domain, ideaId }: { domain: string; ideaId: number },
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TCrowdViewIdeaResponse> {
    return this.views.one(domain, ideaId, user);
  }
}
