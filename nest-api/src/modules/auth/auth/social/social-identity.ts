import type { TSocialProvider } from '@crowd/contracts';
import { DomainError, unauthorized, ValidationFailedError } from '../../../../common/errors';

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

/** The message key a failed sign-in shows on the login page; null for an error that is not the user's. */
export const messageKeyOf = (error: unknown): string | null => {
  if (error instanceof DomainError) return error.key;
  if (error instanceof ValidationFailedError) return error.errors[0]?.msg ?? null;
  return null;
};
