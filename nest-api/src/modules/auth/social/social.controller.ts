import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
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
import { requestHost } from '../hosts/request-host';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import { AuthCookies, SOCIAL_STATE_COOKIE } from '../session/auth-cookies';
import { Browser, cookieOf, type BrowserContext } from '../session/browser';
import { SocialProviders, type OAuthQuery } from './social-providers';
import { SocialRedirectService } from './social-redirect.service';

type ProviderParams = z.infer<typeof ZSocialProviderParams>;

@Controller('login')
export class SocialController {
  constructor(
    private readonly providers: SocialProviders,
    private readonly redirects: SocialRedirectService,
    private readonly cookies: AuthCookies,
  ) {}

  @Get('providers')
  list(): TLoginProvidersResponse {
    return { providers: this.providers.configured() };
  }

  @Get('social/:provider')
  async start(
    @ZodParams(ZSocialProviderParams) params: ProviderParams,
    @ZodQuery(ZStartSocialLoginQuery) query: TStartSocialLoginQuery,
    @Query() rawQuery: OAuthQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { url, browserToken } = await this.redirects.start(requestHost(req), params.provider, query, rawQuery);
    this.cookies.setSocialState(res, browserToken);
    res.redirect(302, url);
  }

  @Get('social/:provider/callback')
  async callback(
    @ZodParams(ZSocialProviderParams) params: ProviderParams,
    @Query() query: OAuthQuery,
    @Browser() browser: BrowserContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const stateCookie = cookieOf(req, SOCIAL_STATE_COOKIE);
    const { url, signedIn } = await this.redirects.callback(browser, params.provider, query, stateCookie);
    this.cookies.clearSocialState(res);
    if (signedIn) this.cookies.setSession(res, signedIn.token);
    res.redirect(302, url);
  }

  @Post('socialEmail')
  @HttpCode(200)
  @RateLimited('login')
  async completeWithEmail(
    @ZodBody(ZSocialEmailRequest) body: TSocialEmailRequest,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TSocialEmailResponse> {
    const { response, signedIn } = await this.redirects.completeWithEmail(browser, body.token, body.email);
    this.cookies.setSession(res, signedIn.token);
    return response;
  }
}
