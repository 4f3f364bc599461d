import type { FactoryProvider } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy as FacebookStrategy, type Profile as FacebookProfile } from 'passport-facebook';
import { Strategy as GoogleStrategy, type Profile as GoogleProfile } from 'passport-google-oauth20';
import type { TSocialProvider } from '@crowd/contracts';
import type { AppConfig } from '../../../../infra/config/config';
import { APP_CONFIG } from '../../../../infra/config/config.module';
import type { SocialProviderSettings } from '../../../../infra/config/social-providers';
import { identityFromUserInfo, type SocialIdentity } from './social-identity';
import { SocialStates, type StateStore } from './social-states';

/*
 * The providers' passport strategies, registered with passport under the provider's name as
 * @nestjs/passport does, and run by `AuthGuard(name)` (social-auth.guard.ts). Endpoints come from
 * the configuration, so tests run the dance against a local server. Passport's registry is
 * module-wide: one configuration per process (jest gives each test file its own modules).
 */

interface StrategySetup {
  settings: SocialProviderSettings;
  callbackURL: string;
  store: StateStore;
}

export class GoogleOAuthStrategy extends PassportStrategy(GoogleStrategy, 'google') {
  constructor({ settings, callbackURL, store }: StrategySetup) {
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL,
      authorizationURL: settings.authUrl,
      tokenURL: settings.tokenUrl,
      userProfileURL: settings.userInfoUrl,
      scope: ['openid', 'email', 'profile'],
      store,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: GoogleProfile): SocialIdentity {
    return identityFromUserInfo('google', profile._json);
  }
}

export class FacebookOAuthStrategy extends PassportStrategy(FacebookStrategy, 'facebook') {
  constructor({ settings, callbackURL, store }: StrategySetup) {
    super({
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL,
      authorizationURL: settings.authUrl,
      tokenURL: settings.tokenUrl,
      profileURL: settings.userInfoUrl,
      scope: ['email'],
      store,
    });
  }

  validate(_accessToken: string, _refreshToken: string, profile: FacebookProfile): SocialIdentity {
    return identityFromUserInfo('facebook', profile._json);
  }
}

/** The provider's strategy, or `null` when it has no client id and secret (it does not exist then). */
function strategyProvider<T>(
  provider: TSocialProvider,
  Strategy: new (setup: StrategySetup) => T,
): FactoryProvider<T | null> {
  return {
    provide: Strategy,
    inject: [APP_CONFIG, SocialStates],
    useFactory: (config: AppConfig, states: SocialStates) => {
      const settings = config.socialProviders[provider];
      if (!settings) return null;
      const callbackURL = `${config.publicUrl(config.loginHost)}/api/login/social/${provider}/callback`;
      return new Strategy({ settings, callbackURL, store: states.storeFor(provider) });
    },
  };
}

export const googleOAuthStrategyProvider = strategyProvider('google', GoogleOAuthStrategy);
export const facebookOAuthStrategyProvider = strategyProvider('facebook', FacebookOAuthStrategy);
