import type { TSocialProvider } from '@crowd/contracts';
import type { TApiEnv } from './env.schema';

/** One OAuth2 provider's client and endpoints; endpoints are configurable so tests use a local server. */
export interface SocialProviderSettings {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

/** The provider's settings, or `null` when it has no client id and secret (it does not exist then). */
export function socialProviderSettings(env: TApiEnv, provider: TSocialProvider): SocialProviderSettings | null {
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
