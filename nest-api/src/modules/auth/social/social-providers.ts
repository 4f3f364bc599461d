import { Inject, Injectable } from '@nestjs/common';
import type { TSocialProvider } from '@crowd/contracts';
import { DomainError, notFound, unauthorized } from '../../../common/errors';
import type { AppConfig } from '../../../infra/config/config';
import { APP_CONFIG } from '../../../infra/config/config.module';
import { FacebookOAuthStrategy } from './facebook-oauth.strategy';
import { GoogleOAuthStrategy } from './google-oauth.strategy';
import { socialProviderSettings, type SocialProviderSettings } from './social-settings';

const SOCIAL_PROVIDERS: readonly TSocialProvider[] = ['google', 'facebook'];

/** Who the provider says the user is. `email` only when the provider vouches for it. */
export interface SocialIdentity {
  provider: TSocialProvider;
  providerId: string;
  email: string | null;
  name: string | null;
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

/** The query string of an OAuth request: all a passport OAuth2 strategy reads of it (`code`, `error`). */
export type OAuthQuery = Record<string, unknown>;

export type StrategyOutcome =
  { kind: 'redirect'; url: string } | { kind: 'profile'; json: unknown } | { kind: 'failed' };

/**
 * The OAuth2 providers (the @nestjs/passport strategies for the redirect flow, the user-info
 * endpoint for access tokens). Endpoints are configurable so tests run the dance against a local
 * server; a provider without client id and secret does not exist here (404).
 */
@Injectable()
export class SocialProviders {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GoogleOAuthStrategy) private readonly google: GoogleOAuthStrategy | null,
    @Inject(FacebookOAuthStrategy) private readonly facebook: FacebookOAuthStrategy | null,
  ) {}

  configured(): TSocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => socialProviderSettings(this.config, provider) !== null);
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
   * Runs the provider's passport strategy on a request's query string: without `code` it answers the
   * authorize redirect; with `code` it exchanges the code and reads the user info.
   *
   * The request goes through this app's own injected strategy instance, never through
   * `passport.authenticate(name)` or `AuthGuard(name)`: those look the strategy up by name in
   * passport's process-wide registry, where the last app to construct a 'google' strategy would
   * win, so when one process (a jest file) boots several apps with different client ids,
   * endpoints or callback hosts, one app would run another's configuration. For the same reason
   * the strategies register with a passport instance of their own (`getPassportInstance`) and
   * leave the global registry alone, and no passport middleware or session is involved.
   */
  runStrategy(
    provider: TSocialProvider,
    query: OAuthQuery,
    options: Record<string, unknown>,
  ): Promise<StrategyOutcome> {
    const strategy = provider === 'google' ? this.google : this.facebook;
    if (!strategy) throw notFound();
    return new Promise<StrategyOutcome>((resolve, reject) => {
      // What passport itself does per request: a copy of the strategy with the outcome callbacks.
      const run = Object.assign(
        Object.create(strategy) as { authenticate(req: { query: OAuthQuery }, options: object): void },
        {
          redirect: (url: string) => resolve({ kind: 'redirect', url }),
          // The user is what `validate()` returned: the provider's raw profile json.
          success: (json: unknown) => resolve({ kind: 'profile', json }),
          fail: () => resolve({ kind: 'failed' }),
          pass: () => resolve({ kind: 'failed' }),
          error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
        },
      );
      run.authenticate({ query }, options);
    });
  }

  private require(provider: TSocialProvider): SocialProviderSettings {
    const settings = socialProviderSettings(this.config, provider);
    if (!settings) throw notFound();
    return settings;
  }
}
