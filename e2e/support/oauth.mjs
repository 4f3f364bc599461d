import { OAuth2Server } from 'oauth2-mock-server';

/** A local OAuth2 server whose user-info endpoint answers `user` (settable between sign-ins). */
async function startProvider(initialUser) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let user = initialUser;
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...user };
  });
  return {
    issuer: server.issuer.url,
    setUser(next) {
      user = next;
    },
    stop: () => server.stop(),
  };
}

/**
 * A local OAuth2 server standing in for Google: the API's redirect flow and token verification
 * run against it through the GOOGLE_*_URL overrides. `nextUser` decides who signs in next.
 */
export async function startGoogleStandIn() {
  const provider = await startProvider({
    sub: 'google-user-1',
    email: 'google.user@example.com',
    email_verified: true,
    name: 'Google User',
  });
  return {
    env: {
      GOOGLE_CLIENT_ID: 'crowd-e2e-client',
      GOOGLE_CLIENT_SECRET: 'crowd-e2e-secret',
      GOOGLE_AUTH_URL: `${provider.issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${provider.issuer}/token`,
      GOOGLE_USERINFO_URL: `${provider.issuer}/userinfo`,
    },
    nextUser: (next) => provider.setUser({ email_verified: true, ...next }),
    stop: provider.stop,
  };
}

/**
 * The same for Facebook: its Graph `me` answer has `id` and `name`, and `email` only when the
 * person shared one (`nextUser` without `email` makes the login host ask for it).
 */
export async function startFacebookStandIn() {
  const provider = await startProvider({ id: 'fb-user-1', name: 'Facebook User' });
  return {
    env: {
      FACEBOOK_CLIENT_ID: 'crowd-e2e-fb-client',
      FACEBOOK_CLIENT_SECRET: 'crowd-e2e-fb-secret',
      FACEBOOK_AUTH_URL: `${provider.issuer}/authorize`,
      FACEBOOK_TOKEN_URL: `${provider.issuer}/token`,
      FACEBOOK_USERINFO_URL: `${provider.issuer}/userinfo`,
    },
    nextUser: provider.setUser,
    stop: provider.stop,
  };
}
