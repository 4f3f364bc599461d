import type { FactoryProvider } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { requireSocialProviderSettings, socialCallbackUrl, socialProviderSettings } from './social-settings';

/** Google's redirect flow (OpenID userinfo). Built only by {@link googleOAuthStrategyProvider}. */
export class GoogleOAuthStrategy extends PassportStrategy(GoogleStrategy, 'google') {
  constructor(config: AppConfig) {
    const settings = requireSocialProviderSettings(config, 'google');
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: socialCallbackUrl(config, 'google'),
      authorizationURL: settings.authUrl,
      tokenURL: settings.tokenUrl,
      userProfileURL: settings.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
    });
  }

  /** The raw userinfo; `identityFromUserInfo` decides who it is. */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): unknown {
    return profile._json;
  }

  /** Registers with a passport of its own, not the process-wide one (see `SocialProviders.runStrategy`). */
  getPassportInstance(): passport.Authenticator {
    return new passport.Authenticator();
  }
}

/** The app's Google strategy, or `null` when Google has no client id and secret. */
export const googleOAuthStrategyProvider: FactoryProvider<GoogleOAuthStrategy | null> = {
  provide: GoogleOAuthStrategy,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    socialProviderSettings(config, 'google') ? new GoogleOAuthStrategy(config) : null,
};
