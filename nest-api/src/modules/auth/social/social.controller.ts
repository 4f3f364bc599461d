import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ZSocialEmailRequest,
  ZSocialProviderParams,
  type TLoginProvidersResponse,
  type TSocialEmailRequest,
  type TSocialEmailResponse,
} from '@crowd/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { DomainError } from '../../../common/errors';
import { ZodBody, ZodParams } from '../../../common/http/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import { AuthCookies, SOCIAL_STATE_COOKIE } from '../session/auth-cookies';
import { cookieOf } from '../../../common/http/session-token';
import { Browser, type BrowserContext } from '../session/browser';
import { SocialAuthGuard, StrategyOutcome, type SocialOutcome } from './social-auth.guard';
import { SocialProviders } from './social-providers';
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

  /** The strategy answers with the redirect to the provider (state cookie set); this runs only when it could not. */
  @Get('social/:provider')
  @UseGuards(SocialAuthGuard)
  start(@StrategyOutcome() outcome: SocialOutcome): never {
    throw 'failure' in outcome && outcome.failure
      ? outcome.failure
      : new DomainError('unavailable', 'social_login_error');
  }

  @Get('social/:provider/callback')
  @UseGuards(SocialAuthGuard)
  async callback(
    @ZodParams(ZSocialProviderParams) params: ProviderParams,
    @StrategyOutcome() outcome: SocialOutcome,
    @Browser() browser: BrowserContext,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const stateCookie = cookieOf(req, SOCIAL_STATE_COOKIE);
    const { url, signedIn } = await this.redirects.callback(
      browser,
      params.provider,
      outcome,
      req.query.state,
      stateCookie,
    );
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
