import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import {
  ZSsoCodeRequest,
  ZSsoExchangeRequest,
  type TSsoCodeRequest,
  type TSsoCodeResponse,
  type TSsoExchangeRequest,
  type TSsoExchangeResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { CurrentUser, RequireUser } from '../../common/http/current-user';
import { AuthCookies } from './session/auth-cookies';
import { Browser, type BrowserContext } from './session/browser';
import { SsoService } from './sso.service';

@Controller('login/sso')
export class SsoController {
  constructor(
    private readonly sso: SsoService,
    private readonly cookies: AuthCookies,
  ) {}

  @Post('code')
  @HttpCode(200)
  @RequireUser()
  code(@CurrentUser() user: RequestUser, @ZodBody(ZSsoCodeRequest) body: TSsoCodeRequest): Promise<TSsoCodeResponse> {
    return this.sso.issueCode(user, body.redirectUrl, body.state);
  }

  @Post('exchange')
  @HttpCode(200)
  async exchange(
    @ZodBody(ZSsoExchangeRequest) body: TSsoExchangeRequest,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TSsoExchangeResponse> {
    const { response, signedIn } = await this.sso.exchange(browser, body.code, body.state);
    this.cookies.setSession(res, signedIn.token);
    return response;
  }
}
