import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CacheModule } from '../../../infra/cache/cache.module';
import { CrowdModule } from '../../crowd/crowd/crowd.module';
import { CrowdUsersModule } from '../../crowd/crowd-users/crowd-users.module';
import { UserModule } from '../user/user.module';
import { UserTokenModule } from '../user-token/user-token.module';
import { AuthController } from './auth.controller';
import { PasswordLoginService } from './password-login.service';
import { PasswordResetService } from './password-reset.service';
import { AuthRateLimits } from './rate-limit/auth-rate-limits';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { AuthCookies } from './session/auth-cookies';
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

/** Sessions and single sign-on, password sign-in and reset, social sign-in (decision 004). */
@Module({
  imports: [CacheModule, UserModule, UserTokenModule, CrowdModule, CrowdUsersModule],
  controllers: [AuthController, SsoController, SocialController],
  providers: [
    AuthRateLimits,
    RateLimitGuard,
    AuthCookies,
    SessionRepository,
    SessionService,
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
  exports: [SessionService, AuthCookies, AuthRateLimits, RateLimitGuard],
})
export class AuthModule implements NestModule {
  /** Every request: who is signed in. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SessionMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
