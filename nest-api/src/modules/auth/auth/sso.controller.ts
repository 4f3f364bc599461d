import { Controller, Res } from '@nestjs/common';
import type { TSsoCodeResponse, TSsoExchangeResponse } from '@crowd/contracts';
import type { Response } from 'express';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, type TRouteBody } from '../../../common/http/api-route';
import { CurrentUser, RequireUser } from '../../../common/http/current-user';
import { AuthCookies } from './session/auth-cookies';
import { Browser, type BrowserContext } from './session/browser';
import { SsoService } from './sso.service';

@Controller()
export class SsoController {
  constructor(
    private readonly sso: SsoService,
    private readonly cookies: AuthCookies,
  ) {}

  @ApiRoute('createSsoCode')
  @RequireUser()
  code(@CurrentUser() user: RequestUser, @RouteBody() body: TRouteBody<'createSsoCode'>): Promise<TSsoCodeResponse> {
    return this.sso.issueCode(user, body.redirectUrl, body.state);
  }

  @ApiRoute('exchangeSsoCode')
  async exchange(
    @RouteBody() body: TRouteBody<'exchangeSsoCode'>,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TSsoExchangeResponse> {
    const { response, signedIn } = await this.sso.exchange(browser, body.code, body.state);
    this.cookies.setSession(res, signedIn.token);
    return response;
  }
}
