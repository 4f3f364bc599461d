import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ZSocialEmailRequest,
  ZSocialProviderParams,
  ZStartSocialLoginQuery,
  type TLoginProvidersResponse,
  type TSocialEmailRequest,
  type TSocialEmailResponse,
  type TStartSocialLoginQuery,
} from '@crowd/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { ZodBody, ZodParams, ZodQuery } from '../../../common/http/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import { SocialProviders } from './social-providers';
import { SocialRedirectService } from './social-redirect.service';

type ProviderParams = z.infer<typeof ZSocialProviderParams>;

@Controller('login')
export class SocialController {
  constructor(
    private readonly providers: SocialProviders,
    private readonly redirects: SocialRedirectService,
  ) {}

  @Get('providers')
  list(): TLoginProvidersResponse {
    return { providers: this.providers.configured() };
  }

  @Get('social/:provider')
  async start(
    @ZodParams(ZSocialProviderParams) params: ProviderParams,
    @ZodQuery(ZStartSocialLoginQuery) query: TStartSocialLoginQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res.redirect(302, await this.redirects.start(req, res, params.provider, query));
  }

  @Get('social/:provider/callback')
  async callback(
    @ZodParams(ZSocialProviderParams) params: ProviderParams,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res.redirect(302, await this.redirects.callback(req, res, params.provider));
  }

  @Post('socialEmail')
  @HttpCode(200)
  @RateLimited('login')
  completeWithEmail(
    @ZodBody(ZSocialEmailRequest) body: TSocialEmailRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TSocialEmailResponse> {
    return this.redirects.completeWithEmail(req, res, body.token, body.email);
  }
}
