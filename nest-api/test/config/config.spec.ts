import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settingsOrExit } from '../../src/bootstrap';
import { ConfigError, loadConfig } from '../../src/infra/config/config';

describe('configuration errors name the variable', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'crowd-config-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['API_PORT', { API_PORT: 'not-a-port' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['DATABASE_URL', { DATABASE_URL: 'postgres://db/crowd' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
    ['SESSION_SECRET', { NODE_ENV: 'production' }],
    ['DNS_SERVERS', { DNS_SERVERS: '127.0.0.1:53, dns.example.com' }],
    ['DOMAIN_GRACE', { DOMAIN_GRACE: 'a while' }],
  ])('%s', (variable, env) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('reads DNS servers as addresses with an optional port; none means the system resolvers', () => {
    const servers = (value?: string) => loadConfig({ DATA_DIR: dataDir, DNS_SERVERS: value }).env.DNS_SERVERS;
    expect(servers()).toEqual([]);
    expect(servers(' 127.0.0.1:5353, ::1 ,[::1]:53 ')).toEqual(['127.0.0.1:5353', '::1', '[::1]:53']);
  });

  it('puts queue processors in the worker once Redis is configured, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).runQueueProcessors).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379' }).runQueueProcessors).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379', RUN_QUEUE_PROCESSORS: '1' })
        .runQueueProcessors,
    ).toBe(true);
  });

  it('makes the entry points print the message and exit 1', () => {
    const previous = process.env.API_PORT;
    process.env.API_PORT = 'not-a-port';
    const printed: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation((message: unknown) => {
      printed.push(String(message));
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    try {
      expect(() => settingsOrExit()).toThrow('exit 1');
      expect(printed.join('\n')).toContain('API_PORT');
    } finally {
      exit.mockRestore();
      error.mockRestore();
      if (previous === undefined) delete process.env.API_PORT;
      else process.env.API_PORT = previous;
    }
  });
});
