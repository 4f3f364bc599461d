import { Controller, Get, Req } from '@nestjs/common';
import {
  ZCrowdIdParams,
  ZCrowdViewIdeasQuery,
  type TCrowdViewIdeasQuery,
  type TCrowdViewIdeasResponse,
} from '@crowd/contracts';
import type { Request } from 'express';
import { ZodParams, ZodQuery } from '../../common/http/zod-validation.pipe';
import { IdeaViewService } from './idea-view.service';

/** The crowd's public site: its ideas. */
@Controller('crowdView/ideas')
export class IdeaViewController {
  constructor(private readonly views: IdeaViewService) {}

  @Get(':crowdId')
  list(
    @ZodParams(ZCrowdIdParams) { crowdId }: { crowdId: number },
    @ZodQuery(ZCrowdViewIdeasQuery) query: TCrowdViewIdeasQuery,
    @Req() req: Request,
  ): Promise<TCrowdViewIdeasResponse> {
    return this.views.page(crowdId, query, req.user);
  }
}
