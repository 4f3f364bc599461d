import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CrowdModule } from '../crowd/crowd.module';
import { CrowdUsersModule } from '../crowd-users/crowd-users.module';
import { UserModule } from '../user/user.module';
import { AuthController } from './auth.controller';
import { CrowdBindingMiddleware } from './guards/crowd-binding';
import { PasswordLoginService } from './password-login.service';
import { PasswordResetService } from './password-reset.service';
import { AuthRateLimits } from './rate-limit/auth-rate-limits';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { AuthCookies } from './session/auth-cookies';
import { OriginCheckMiddleware } from './session/origin-check.middleware';
import { SessionMiddleware } from './session/session.middleware';
import { SessionRepository } from './session/session.repository';
import { SessionService } from './session/session.service';
import { SocialController } from './social/social.controller';
import { SocialLoginService } from './social/social-login.service';
import { SocialProviders } from './social/social-providers';
import { SocialRedirectService } from './social/social-redirect.service';
import { SocialStates } from './social/social-states';
import { facebookOAuthStrategyProvider, googleOAuthStrategyProvider } from './social/social-strategies';
import { SsoController } from './sso.controller';
import { SsoService } from './sso.service';
import { UserTokenRepository } from './tokens/user-token.repository';
import { UserTokenService } from './tokens/user-token.service';

/** Sessions and single sign-on, password sign-in and reset, social sign-in (decision 004). */
@Module({
  imports: [UserModule, CrowdModule, CrowdUsersModule],
  controllers: [AuthController, SsoController, SocialController],
  providers: [
    AuthRateLimits,
    RateLimitGuard,
    AuthCookies,
    SessionRepository,
    SessionService,
    UserTokenRepository,
    UserTokenService,
    PasswordLoginService,
    PasswordResetService,
    SsoService,
    SocialStates,
    googleOAuthStrategyProvider,
    facebookOAuthStrategyProvider,
    SocialProviders,
    SocialLoginService,
    SocialRedirectService,
  ],
  exports: [SessionService, AuthCookies, UserTokenService, AuthRateLimits, RateLimitGuard],
})
export class AuthModule implements NestModule {
  /** Every request: refuse cross-origin writes, then resolve the session, then enforce crowd binding. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(OriginCheckMiddleware, SessionMiddleware, CrowdBindingMiddleware)
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
