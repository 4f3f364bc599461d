import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOAuthProvider {
  origin: string;
  /** access token → what the user-info endpoint answers for it. */
  userInfo: Map<string, Record<string, unknown>>;
  /** authorization code → the access token the token endpoint hands out for it. */
  codes: Map<string, string>;
  /** Form bodies the token endpoints received. */
  tokenRequests: Array<Record<string, string>>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** A local stand-in for Google's and Facebook's OAuth2 token and user-info endpoints. */
export async function startFakeOAuthProvider(): Promise<FakeOAuthProvider> {
  const userInfo = new Map<string, Record<string, unknown>>();
  const codes = new Map<string, string>();
  const tokenRequests: Array<Record<string, string>> = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://provider.test');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname.endsWith('/token')) {
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
        tokenRequests.push(form);
        const token = codes.get(form.code ?? '');
        if (!token || !form.client_id || !form.client_secret || !form.redirect_uri)
          return json(400, { error: 'invalid_grant' });
        codes.delete(form.code ?? '');
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }
      if (req.method === 'GET' && url.pathname === '/google/userinfo') {
        // Google takes the token as a Bearer header or as the access_token parameter.
        const token =
          (req.headers.authorization ?? '').replace(/^Bearer /, '') || (url.searchParams.get('access_token') ?? '');
        const info = userInfo.get(token);
        return info ? json(200, info) : json(401, { error: 'invalid_token', error_description: 'Invalid Credentials' });
      }
      if (req.method === 'GET' && url.pathname === '/facebook/me') {
        const info = userInfo.get(url.searchParams.get('access_token') ?? '');
        return info
          ? json(200, info)
          : json(400, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
      }
      json(404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    userInfo,
    codes,
    tokenRequests,
    env: () => ({
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_AUTH_URL: `${origin}/google/auth`,
      GOOGLE_TOKEN_URL: `${origin}/google/token`,
      GOOGLE_USERINFO_URL: `${origin}/google/userinfo`,
      FACEBOOK_CLIENT_ID: 'facebook-client',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      FACEBOOK_AUTH_URL: `${origin}/facebook/auth`,
      FACEBOOK_TOKEN_URL: `${origin}/facebook/token`,
      FACEBOOK_USERINFO_URL: `${origin}/facebook/me?fields=id,name,email`,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
