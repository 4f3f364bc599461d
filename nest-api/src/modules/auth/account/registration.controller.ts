import { Controller, Res } from '@nestjs/common';
import type { TActivateAccountResponse, TRegisterResponse, TResendActivationResponse } from '@crowd/contracts';
import type { Response } from 'express';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { RateLimited } from '../auth/rate-limit/rate-limit.guard';
import { AuthCookies } from '../auth/session/auth-cookies';
import { Browser, type BrowserContext } from '../auth/session/browser';
import { SessionService } from '../auth/session/session.service';
import { RegistrationService } from './registration.service';

@Controller()
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly sessions: SessionService,
    private readonly cookies: AuthCookies,
  ) {}

  @ApiRoute('register')
  @RateLimited('register')
  async register(@RouteBody() body: TRouteBody<'register'>): Promise<TRegisterResponse> {
    await this.registration.register(body);
    return { message: 'registration_successful' };
  }

  /**
   * A successful activation signs the browser in on this host, unless it is signed in already: an
   * activation link someone else sent must not switch a signed-in visitor into another account.
   */
  @ApiRoute('activateAccount')
  async activate(
    @RouteParams() { token }: TRouteParams<'activateAccount'>,
    @OptionalUser() current: RequestUser | undefined,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TActivateAccountResponse> {
    const { outcome, activatedUserId } = await this.registration.activate(token);
    if (activatedUserId !== null && !current) {
      const { token: sessionToken } = await this.sessions.signIn(browser, activatedUserId);
      this.cookies.setSession(res, sessionToken);
    }
    return outcome;
  }

  @ApiRoute('resendActivation')
  @RateLimited('register')
  async resendActivation(@RouteBody() body: TRouteBody<'resendActivation'>): Promise<TResendActivationResponse> {
    await this.registration.resendActivation(body.email, body.crowdId);
    return { message: 'activation_email_sent' };
  }
}
