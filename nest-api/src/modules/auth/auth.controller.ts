import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ZLoginRequest,
  ZResetPasswordRequest,
  ZSendPasswordResetEmailRequest,
  type TCheckResetTokenResponse,
  type TLoginRequest,
  type TLoginResponse,
  type TLogoutResponse,
  type TResetPasswordRequest,
  type TResetPasswordResponse,
  type TSendPasswordResetEmailRequest,
  type TSendPasswordResetEmailResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import { ClientAddress } from '../../common/http/client-address';
import { OptionalUser } from '../../common/http/current-user';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
import { CrowdAccessService } from '../crowd-users/crowd-access.service';
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

  @Post('login')
  @HttpCode(200)
  @RateLimited('login')
  async login(
    @ZodBody(ZLoginRequest) body: TLoginRequest,
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

  @Get('user/logout')
  async logout(
    @OptionalUser() user: RequestUser | undefined,
    @Browser() browser: BrowserContext,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TLogoutResponse> {
    await this.sessions.signOut(user?.session, browser.presentedToken);
    this.cookies.clearSession(res);
    return { message: 'logout_successful' };
  }

  @Post('login/sendPasswordResetEmail')
  @HttpCode(200)
  @RateLimited('passwordReset')
  async sendPasswordResetEmail(
    @ZodBody(ZSendPasswordResetEmailRequest) body: TSendPasswordResetEmailRequest,
  ): Promise<TSendPasswordResetEmailResponse> {
    await this.passwordReset.requestReset(body.email, body.crowdId);
    return { message: 'password_reset_email_sent' };
  }

  @Get('login/resetPassword/:token')
  async checkResetToken(@Param('token') token: string): Promise<TCheckResetTokenResponse> {
    await this.passwordReset.check(token);
    return { status: 'valid' };
  }

  @Post('login/resetPassword/:token')
  @HttpCode(200)
  resetPassword(
    @Param('token') token: string,
    @ZodBody(ZResetPasswordRequest) body: TResetPasswordRequest,
    @ClientAddress() address: string,
  ): Promise<TResetPasswordResponse> {
    return this.passwordReset.reset(token, body.password, address);
  }
}
