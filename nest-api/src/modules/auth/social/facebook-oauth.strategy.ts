import type { FactoryProvider } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy as FacebookStrategy, type Profile } from 'passport-facebook';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { requireSocialProviderSettings, socialCallbackUrl, socialProviderSettings } from './social-settings';

/** Facebook's redirect flow (Graph `me`). Built only by {@link facebookOAuthStrategyProvider}. */
export class FacebookOAuthStrategy extends PassportStrategy(FacebookStrategy, 'facebook') {
  constructor(config: AppConfig) {
    const settings = requireSocialProviderSettings(config, 'facebook');
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL: socialCallbackUrl(config, 'facebook'),
      authorizationURL: settings.authUrl,
      tokenURL: settings.tokenUrl,
      profileURL: settings.userInfoUrl,
      scope: ['email'],
    });
  }

  /** The raw Graph answer; `identityFromUserInfo` decides who it is. */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): unknown {
    return profile._json;
  }

  /** Registers with a passport of its own, not the process-wide one (see `SocialProviders.runStrategy`). */
  getPassportInstance(): passport.Authenticator {
    return new passport.Authenticator();
  }
}

/** The app's Facebook strategy, or `null` when Facebook has no client id and secret. */
export const facebookOAuthStrategyProvider: FactoryProvider<FacebookOAuthStrategy | null> = {
  provide: FacebookOAuthStrategy,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) =>
    socialProviderSettings(config, 'facebook') ? new FacebookOAuthStrategy(config) : null,
};
