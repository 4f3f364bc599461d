import { Controller, Query, Req, Res } from '@nestjs/common';
import type { TLoginProvidersResponse, TSocialEmailResponse } from '@crowd/contracts';
import type { Request, Response } from 'express';
import {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  type TRouteBody,
  type TRouteParams,
  type TRouteQuery,
} from '../../../common/http/api-route';
import { requestHost } from '../hosts/request-host';
import { RateLimited } from '../rate-limit/rate-limit.guard';
import { AuthCookies, SOCIAL_STATE_COOKIE } from '../session/auth-cookies';
import { Browser, cookieOf, type BrowserContext } from '../session/browser';
import { SocialProviders, type OAuthQuery } from './social-providers';
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

  /** Passport reads the query as it came (`rawQuery`), besides the route's own parameters. */
  @ApiRoute('startSocialLogin')
  async start(
    @RouteParams() params: TRouteParams<'startSocialLogin'>,
    @RouteQuery() query: TRouteQuery<'startSocialLogin'>,
    @Query() rawQuery: OAuthQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { url, browserToken } = await this.redirects.start(requestHost(req), params.provider, query, rawQuery);
    this.cookies.setSocialState(res, browserToken);
    res.redirect(302, url);
  }

  /** The provider's answer goes to passport as it came: whatever it holds ends in a redirect, never a 422. */
  @ApiRoute('socialLoginCallback')
  async callback(
    @RouteParams() params: TRouteParams<'socialLoginCallback'>,
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
