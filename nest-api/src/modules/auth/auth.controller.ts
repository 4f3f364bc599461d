import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSendPasswordResetEmailRequest,
  type TActivateAccountResponse,
  type TLoginRequest,
  type TLoginResponse,
  type TLogoutResponse,
  type TRegisterRequest,
  type TRegisterResponse,
  type TResetPasswordRequest,
  type TResetPasswordResponse,
  type TSendPasswordResetEmailRequest,
  type TSendPasswordResetEmailResponse,
} from '@crowd/contracts';
import type { Response } from 'express';
import type { RequestUser } from '../../common/http/request-user';
import { ZodBody } from '../../common/http/zod-validation.pipe';
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
  ) {}

  @Post('register')
  @RateLimited('register')
  async register(@ZodBody(ZRegisterRequest) body: TRegisterRequest): Promise<TRegisterResponse> {
    await this.registration.register(body);
    return { message: 'registration_successful' };
  }

  @Get('register/activateAccount/:token')
  activate(@Param('token') token: string): Promise<TActivateAccountResponse> {
    return this.registration.activate(token);
  }

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
    const { token } = await this.sessions.signIn(browser, user.id);
    this.cookies.setSession(res, token);
    return toUserView(user);
  }

  @Get('user/logout')
  async logout(
    @CurrentUser() user: RequestUser | undefined,
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
