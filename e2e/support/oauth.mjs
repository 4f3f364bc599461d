import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OAuth2 server standing in for Google: the API's redirect flow and token verification
 * run against it through the GOOGLE_*_URL overrides. `nextUser` decides who signs in next.
 */
export async function startGoogleStandIn() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  let user = { sub: 'google-user-1', email: 'google.user@example.com', email_verified: true, name: 'Google User' };
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...user };
  });
  return {
    env: {
      GOOGLE_CLIENT_ID: 'crowd-e2e-client',
      GOOGLE_CLIENT_SECRET: 'crowd-e2e-secret',
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    },
    nextUser(next) {
      user = { email_verified: true, ...next };
    },
    stop: () => server.stop(),
  };
}
