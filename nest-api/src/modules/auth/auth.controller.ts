import { Controller, Res } from '@nestjs/common';
import type {
  TActivateAccountResponse,
  TCheckResetTokenResponse,
  TLoginResponse,
  TLogoutResponse,
  TRegisterResponse,
  TResendActivationResponse,
  TResetPasswordResponse,
  TSendPasswordResetEmailResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import type { RequestUser } from '../../common/http/request-user';
import { ApiRoute, RouteBody, RouteParams, type TRouteBody, type TRouteParams } from '../../common/http/api-route';
import { CrowdAccessService } from './crowd-access.service';
import { CurrentUser } from './guards/require-user.guard';
import { PasswordLoginService } from './password-login.service';
import { PasswordResetService } from './password-reset.service';
import { ClientAddress } from './rate-limit/client-address';
import { RateLimited } from './rate-limit/rate-limit.guard';
import { RegistrationService } from './registration.service';
import { AuthCookies } from './session/auth-cookies';
import { Browser, type BrowserContext } from './session/browser';
import { SessionService } from './session/session.service';
import { SocialLoginService } from './social/social-login.service';
import { toUserView } from '../user/user-view';

@Controller()
export class AuthController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly passwordLogin: PasswordLoginService,
    private readonly socialLogin: SocialLoginService,
    private readonly passwordReset: PasswordResetService,
    private readonly sessions: SessionService,
    private readonly cookies: AuthCookies,
    private readonly crowdAccess: CrowdAccessService,
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
    @CurrentUser() current: RequestUser | undefined,
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
    @CurrentUser() user: RequestUser | undefined,
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
