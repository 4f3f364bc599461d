import { Inject, Injectable } from '@nestjs/common';
import type { TSocialProvider } from '@crowd/contracts';
import type { Request } from 'express';
import type { Profile, Strategy as PassportStrategy } from 'passport';
import { Strategy as FacebookStrategy } from 'passport-facebook';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { DomainError, notFound, unauthorized } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';

export const SOCIAL_PROVIDERS: readonly TSocialProvider[] = ['google', 'facebook'];

/** Who the provider says the user is. `email` only when the provider vouches for it. */
export interface SocialIdentity {
  provider: TSocialProvider;
  providerId: string;
  email: string | null;
  name: string | null;
}

interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** Google's OpenID userinfo (`sub`) or Facebook's Graph `me` (`id`), to one identity. */
export function identityFromUserInfo(provider: TSocialProvider, json: unknown): SocialIdentity {
  const info = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  if (provider === 'google') {
    const id = str(info.sub) ?? str(info.id);
    if (!id) throw unauthorized('social_login_error');
    const verified = info.email_verified === true || info.email_verified === 'true';
    return {
      provider,
      providerId: id,
      email: verified ? (str(info.email)?.toLowerCase() ?? null) : null,
      name: str(info.name),
    };
  }
  const id = str(info.id) ?? (typeof info.id === 'number' ? String(info.id) : null);
  if (!id) throw unauthorized('facebook_login_error');
  return { provider, providerId: id, email: str(info.email)?.toLowerCase() ?? null, name: str(info.name) };
}

export type StrategyOutcome =
  { kind: 'redirect'; url: string } | { kind: 'profile'; json: unknown } | { kind: 'failed' };

/**
 * The OAuth2 providers (passport strategies for the redirect flow, the user-info endpoint for
 * access tokens). Endpoints are configurable so tests run the dance against a local server; a
 * provider without client id and secret does not exist here (404).
 */
@Injectable()
export class SocialProviders {
  private readonly strategies = new Map<TSocialProvider, PassportStrategy>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configured(): TSocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.settings(provider) !== null);
  }

  /** The access-token sign-in: the provider's user-info endpoint tells who the token belongs to. */
  async verifyAccessToken(provider: TSocialProvider, accessToken: string): Promise<SocialIdentity> {
    const settings = this.require(provider);
    const url = new URL(settings.userInfoUrl);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (provider === 'google') headers.authorization = `Bearer ${accessToken}`;
    else url.searchParams.set('access_token', accessToken);
    let response: globalThis.Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new DomainError('unavailable', 'social_login_error');
    }
    if (!response.ok) throw unauthorized('social_login_error');
    const json: unknown = await response.json().catch(() => null);
    return identityFromUserInfo(provider, json);
  }

  /**
   * Runs the provider's passport strategy on this request: without `code` it answers the
   * authorize redirect; with `code` it exchanges the code and reads the user info.
   */
  runStrategy(provider: TSocialProvider, req: Request, options: Record<string, unknown>): Promise<StrategyOutcome> {
    const strategy = this.strategy(provider);
    return new Promise<StrategyOutcome>((resolve, reject) => {
      // What passport itself does per request: a copy of the strategy with the outcome callbacks.
      const run = Object.assign(Object.create(strategy) as { authenticate(req: Request, options: object): void }, {
        redirect: (url: string) => resolve({ kind: 'redirect', url }),
        success: (profile: { _json?: unknown }) => resolve({ kind: 'profile', json: profile._json }),
        fail: () => resolve({ kind: 'failed' }),
        pass: () => resolve({ kind: 'failed' }),
        error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      });
      run.authenticate(req, options);
    });
  }

  private strategy(provider: TSocialProvider): PassportStrategy {
    const existing = this.strategies.get(provider);
    if (existing) return existing;
    const settings = this.require(provider);
    const callbackURL = `${this.config.publicUrl(this.config.loginHost)}/api/login/social/${provider}/callback`;
    const verify = (
      _accessToken: string,
      _refreshToken: string,
      profile: Profile,
      done: (error: null, user: Profile) => void,
    ) => done(null, profile);
    const common = {
      clientID: settings.clientId,
      clientSecret: settings.clientSecret,
      callbackURL,
      authorizationURL: settings.authUrl,
      tokenURL: settings.tokenUrl,
    };
    const strategy: PassportStrategy =
      provider === 'google'
        ? new GoogleStrategy(
            { ...common, userProfileURL: settings.userInfoUrl, scope: ['openid', 'email', 'profile'] },
            verify,
          )
        : new FacebookStrategy({ ...common, profileURL: settings.userInfoUrl, scope: ['email'] }, verify);
    this.strategies.set(provider, strategy);
    return strategy;
  }

  private require(provider: TSocialProvider): ProviderSettings {
    const settings = this.settings(provider);
    if (!settings) throw notFound();
    return settings;
  }

  private settings(provider: TSocialProvider): ProviderSettings | null {
    const env = this.config.env;
    if (provider === 'google') {
      if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
      return {
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        authUrl: env.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
        userInfoUrl: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
      };
    }
    if (!env.FACEBOOK_CLIENT_ID || !env.FACEBOOK_CLIENT_SECRET) return null;
    return {
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      authUrl: env.FACEBOOK_AUTH_URL ?? 'https://www.facebook.com/v19.0/dialog/oauth',
      tokenUrl: env.FACEBOOK_TOKEN_URL ?? 'https://graph.facebook.com/v19.0/oauth/access_token',
      userInfoUrl: env.FACEBOOK_USERINFO_URL ?? 'https://graph.facebook.com/me?fields=id,name,email',
    };
  }
}
