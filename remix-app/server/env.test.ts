import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      API_URL: 'http://127.0.0.1:3001',
      MAIN_HOST: 'localhost:3000',
      LOGIN_HOST: 'login.localhost:3000',
      PUBLIC_PROTOCOL: 'http',
      NODE_ENV: 'development',
      TRUSTED_PROXIES: ['loopback'],
    });
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(16);
  });

  it('lowercases hosts and trims a trailing slash of API_URL', () => {
    const env = parseEnv({ MAIN_HOST: 'Ideas.Example.com', API_URL: 'http://api:3001/' });
    expect(env.MAIN_HOST).toBe('ideas.example.com');
    expect(env.API_URL).toBe('http://api:3001');
  });

  it('reads TRUSTED_PROXIES as Express trust-proxy values', () => {
    expect(parseEnv({ TRUSTED_PROXIES: ' loopback, 10.0.0.0/8 ,192.0.2.1' }).TRUSTED_PROXIES).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'loopback,anywhere' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('names each bad variable', () => {
    expect.assertions(2);
    try {
      parseEnv({ PORT: 'eighty', PUBLIC_PROTOCOL: 'ftp' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).issues.map((issue) => issue.variable).sort()).toEqual(['PORT', 'PUBLIC_PROTOCOL']);
    }
  });
});
