import { Controller, Res } from '@nestjs/common';
import type {
  TCheckResetTokenResponse,
  TLoginResponse,
  TLogoutResponse,
  TResetPasswordResponse,
  TSendPasswordResetEmailResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import { ClientAddress } from '../../../common/http/client-address';
import { OptionalUser } from '../../../common/http/current-user';
import type { RequestUser } from '../../../common/http/request-user';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../../common/http/api-route';
import { CrowdAccessService } from '../../crowd/crowd-users/crowd-access.service';
import { toUserView } from '../user/user-view';
import { PasswordLoginService } from './password-login.service';
import { PasswordResetService } from './password-reset.service';
import { RateLimited } from './rate-limit/rate-limit.guard';
import { AuthCookies } from './session/auth-cookies';
import { Browser, type BrowserContext } from './session/browser';
import { SessionService } from './session/session.service';
import { SocialLoginService } from './social/social-login.service';

@Controller()
export class AuthController {
  constructor(
    private readonly passwordLogin: PasswordLoginService,
    private readonly socialLogin: SocialLoginService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionService,
    private readonly cookies: AuthCookies,
    private readonly crowdAccess: CrowdAccessService,
  ) {}

  @ApiRoute('login')
  @RateLimited('login')
  async login(
    @RouteBody() body: TRouteBody<'login'>,
    @Browser() browser: BrowserContext,
    @ClientAddress() address: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TLoginResponse> {
    const user =
      body.authProvider === 'EMAIL_PASSWORD'
        ? await this.passwordLogin.authenticate(body.email ?? '', body.password ?? '', body.crowdId, address)
        : await this.socialLogin.signInWithAccessToken(body);
    await this.crowdAccess.admitHost(user, browser.host);
    const { token } = await this.sessions.signIn(browser, user.id);
    this.cookies.setSession(res, token);
    return toUserView(user);
  }

  @ApiRoute('logout')
  async logout(
    @OptionalUser() user: RequestUser | undefined,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TLogoutResponse> {
    await this.sessions.signOut(user?.session, browser.presentedToken);
    this.cookies.clearSession(res);
    return { message: 'logout_successful' };
  }

  @ApiRoute('sendPasswordResetEmail')
  @RateLimited('passwordReset')
  async sendPasswordResetEmail(
    @RouteBody() body: TRouteBody<'sendPasswordResetEmail'>,
  ): Promise<TSendPasswordResetEmailResponse> {
    await this.passwordReset.requestReset(body.email, body.crowdId);
    return { message: 'password_reset_email_sent' };
  }

  @ApiRoute('checkResetToken')
  async checkResetToken(@RouteParams() { token }: TRouteParams<'checkResetToken'>): Promise<TCheckResetTokenResponse> {
    await this.passwordReset.check(token);
    return { status: 'valid' };
  }

  @ApiRoute('resetPassword')
  resetPassword(
    @RouteParams() { token }: TRouteParams<'resetPassword'>,
    @RouteBody() body: TRouteBody<'resetPassword'>,
    @ClientAddress() address: string,
  ): Promise<TResetPasswordResponse> {
    return this.passwordReset.reset(token, body.password, address);
  }
}
