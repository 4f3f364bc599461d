import { Inject, Injectable } from '@nestjs/common';
import type { TSocialProvider } from '@crowd/contracts';
import { DomainError, notFound, unauthorized } from '../../../../common/errors';
import { identityFromUserInfo, type SocialIdentity } from './social-identity';
import { FacebookOAuthStrategy, GoogleOAuthStrategy } from './social-strategies';

const SOCIAL_PROVIDERS: readonly TSocialProvider[] = ['google', 'facebook'];

/** No answer from the provider at all, as opposed to an answer refusing the token. */
const unreachable = (error: unknown): boolean => {
  const cause = (error as { oauthError?: { statusCode?: unknown } } | null)?.oauthError;
  return cause !== undefined && cause.statusCode === undefined;
};

/** The configured OAuth2 providers: a provider without client id and secret does not exist here (404). */
@Injectable()
export class SocialProviders {
  constructor(
    @Inject(GoogleOAuthStrategy) private readonly google: GoogleOAuthStrategy | null,
    @Inject(FacebookOAuthStrategy) private readonly facebook: FacebookOAuthStrategy | null,
  ) {}

  configured(): TSocialProvider[] {
    return SOCIAL_PROVIDERS.filter((provider) => this.strategy(provider) !== null);
  }

  /** The access-token sign-in: the provider's strategy loads the user info the token opens. */
  async verifyAccessToken(provider: TSocialProvider, accessToken: string): Promise<SocialIdentity> {
    const strategy = this.strategy(provider);
    if (!strategy) throw notFound();
    const json = await new Promise<unknown>((resolve, reject) =>
      strategy.userProfile(accessToken, (error?: unknown, profile?: { _json?: unknown }) =>
        error ? reject(error as Error) : resolve(profile?._json),
      ),
    ).catch((error: unknown) => {
      throw unreachable(error)
        ? new DomainError('unavailable', 'social_login_error')
        : unauthorized('social_login_error');
    });
    return identityFromUserInfo(provider, json);
  }

  private strategy(provider: TSocialProvider): GoogleOAuthStrategy | FacebookOAuthStrategy | null {
    return provider === 'google' ? this.google : this.facebook;
  }
}
