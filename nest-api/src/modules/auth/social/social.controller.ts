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
import { ZodBody, ZodParams } from '../../../common/http/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import { AuthCookies, SOCIAL_STATE_COOKIE } from '../session/auth-cookies';
import { Browser, cookieOf, type BrowserContext } from '../session/browser';
import { CallbackOutcome, SocialCallbackGuard, SocialStartGuard, type SocialOutcome } from './social-auth.guard';
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

  /** The provider's strategy answers: a redirect to its consent page, with the state cookie set. */
  @Get('social/:provider')
  @UseGuards(SocialStartGuard)
  start(): void {
    // Never called: the guard has answered.
  }

  @Get('social/:provider/callback')
  @UseGuards(SocialCallbackGuard)
  async callback(
    @ZodParams(ZSocialProviderParams) params: ProviderParams,
    @CallbackOutcome() outcome: SocialOutcome,
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
