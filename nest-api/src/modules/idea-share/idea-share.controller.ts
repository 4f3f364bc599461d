import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import {
  ZIdeaIdParams,
  ZShareIdeaRequest,
  type TIdeaViewResponse,
  type TShareIdeaRequest,
  type TShareIdeaResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import { ZodBody, ZodParams } from '../../common/http/zod-validation.pipe';
import type { RequestUser } from '../../common/http/request-user';
import { CurrentUser, OptionalUser, RequireUser } from '../../common/http/current-user';
import { RateLimitedError } from '../../infra/rate-limit/rate-limited';
import { IdeaShareService } from './idea-share.service';

@Controller()
export class IdeaShareController {
  constructor(private readonly ideas: IdeaShareService) {}

  /** A GET that counts, as the spec's web calls it on every visit of the idea's page. */
  @Get('public/ideas/views/:ideaId')
  countView(
    @ZodParams(ZIdeaIdParams) { ideaId }: { ideaId: number },
    @OptionalUser() user: RequestUser | undefined,
  ): Promise<TIdeaViewResponse> {
    return this.ideas.countView(ideaId, user);
  }

  @Post('idea/share')
  @HttpCode(200)
  @RequireUser()
  async share(
    @ZodBody(ZShareIdeaRequest) body: TShareIdeaRequest,
    @CurrentUser() user: RequestUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TShareIdeaResponse> {
    try {
      return await this.ideas.share(body, user);
    } catch (error) {
      if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }
}
