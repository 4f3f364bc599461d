import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import type { TLoginProvidersResponse, TSocialEmailResponse } from '@crowd/contracts';
import type { Request, Response } from 'express';
import { DomainError } from '../../../../common/errors';
import {
  ApiRoute,
  RouteBody,
  RouteParams,
  type TRouteBody,
  type TRouteParams,
} from '../../../../common/http/api-route';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import { AuthCookies, SOCIAL_STATE_COOKIE } from '../session/auth-cookies';
import { cookieOf } from '../../../../common/http/session-token';
import { Browser, type BrowserContext } from '../session/browser';
import { SocialAuthGuard, StrategyOutcome, type SocialOutcome } from './social-auth.guard';
import { SocialProviders } from './social-providers';
import { SocialRedirectService } from './social-redirect.service';

@Controller()
export class SocialController {
  constructor(
    private readonly providers: SocialProviders,
    private readonly redirects: SocialRedirectService,
    private readonly cookies: AuthCookies,
  ) {}

  @ApiRoute('listLoginProviders')
  list(): TLoginProvidersResponse {
    return { providers: this.providers.configured() };
  }

  /**
   * The guard and the provider's strategy read the provider and the query (through this route's
   * schemas) and answer with the redirect to the provider, the state cookie set; this runs only
   * when they could not.
   */
  @ApiRoute('startSocialLogin')
  @UseGuards(SocialAuthGuard)
  start(@StrategyOutcome() outcome: SocialOutcome): never {
    throw 'failure' in outcome && outcome.failure
      ? outcome.failure
      : new DomainError('unavailable', 'social_login_error');
  }

  /** The provider's answer goes to passport as it came: whatever it holds ends in a redirect, never a 422. */
  @ApiRoute('socialLoginCallback')
  @UseGuards(SocialAuthGuard)
  async callback(
    @RouteParams() params: TRouteParams<'socialLoginCallback'>,
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

  @ApiRoute('completeSocialLoginWithEmail')
  @RateLimited('login')
  async completeWithEmail(
    @RouteBody() body: TRouteBody<'completeSocialLoginWithEmail'>,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TSocialEmailResponse> {
    const { response, signedIn } = await this.redirects.completeWithEmail(browser, body.token, body.email);
    this.cookies.setSession(res, signedIn.token);
    return response;
  }
}
