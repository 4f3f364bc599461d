import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { AppConfig } from '../../infra/config/config';
import { APP_CONFIG } from '../../infra/config/config.module';
import { RedisConnection } from '../../infra/redis/redis.module';
import { CrowdModule } from '../crowd/crowd.module';
import { SubscriptionModule } from '../subscription/subscription.module';
import { UserModule } from '../user/user.module';
import { AuthController } from './auth.controller';
import { CrowdAccessService } from './crowd-access.service';
import { CrowdBindingMiddleware } from './guards/crowd-binding';
import { PasswordLoginService } from './password-login.service';
import { PasswordResetService } from './password-reset.service';
import { AuthRateLimits } from './rate-limit/auth-rate-limits';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import {
  MemoryRateLimiterStore,
  RATE_LIMITER_STORE,
  RedisRateLimiterStore,
  type RateLimiterStore,
} from './rate-limit/rate-limiter';
import { RegistrationService } from './registration.service';
import { AuthCookies } from './session/auth-cookies';
import { OriginCheckMiddleware } from './session/origin-check.middleware';
import { SessionMiddleware } from './session/session.middleware';
import { SessionRepository } from './session/session.repository';
import { SessionService } from './session/session.service';
import { facebookOAuthStrategyProvider } from './social/facebook-oauth.strategy';
import { googleOAuthStrategyProvider } from './social/google-oauth.strategy';
import { SocialController } from './social/social.controller';
import { SocialLoginService } from './social/social-login.service';
import { SocialProviders } from './social/social-providers';
import { SocialRedirectService } from './social/social-redirect.service';
import { SsoController } from './sso.controller';
import { SsoService } from './sso.service';
import { UserTokenRepository } from './tokens/user-token.repository';
import { UserTokenService } from './tokens/user-token.service';
import { CrowdJoinService } from './crowd-join.service';

@Module({
  imports: [UserModule, CrowdModule, SubscriptionModule],
  controllers: [AuthController, SsoController, SocialController],
  providers: [
    {
      provide: RATE_LIMITER_STORE,
      inject: [APP_CONFIG, RedisConnection],
      useFactory: (config: AppConfig, redis: RedisConnection): RateLimiterStore =>
        redis.client
          ? new RedisRateLimiterStore(redis.client, `${config.env.QUEUE_PREFIX}:ratelimit:`)
          : new MemoryRateLimiterStore(),
    },
    AuthRateLimits,
    RateLimitGuard,
    AuthCookies,
    SessionRepository,
    SessionService,
    UserTokenRepository,
    UserTokenService,
    CrowdAccessService,
    CrowdJoinService,
    RegistrationService,
    PasswordLoginService,
    PasswordResetService,
    SsoService,
    googleOAuthStrategyProvider,
    facebookOAuthStrategyProvider,
    SocialProviders,
    SocialLoginService,
    SocialRedirectService,
  ],
  exports: [SessionService, RATE_LIMITER_STORE],
})
export class AuthModule implements NestModule {
  /** Every request: refuse cross-origin writes, then resolve the session, then enforce crowd binding. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(OriginCheckMiddleware, SessionMiddleware, CrowdBindingMiddleware)
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
