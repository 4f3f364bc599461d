import { SettableClock } from '../../../infra/clock/clock';
import type { UserToken } from './entities/user-token.entity';
import type { NewUserToken, UserTokenRepository } from './user-token.repository';
import { UserTokenService } from './user-token.service';

/** The rows in memory: the service's own rules (expiry, single use) are what is tested. */
function memoryTokens(): UserTokenRepository {
  const rows: UserToken[] = [];
  return {
    create: (token: NewUserToken) => {
      const row = { ...token, id: rows.length + 1, createdAt: new Date() } as UserToken;
      rows.push(row);
      return Promise.resolve(row);
    },
    findByHash: (hash: string, type: string) =>
      Promise.resolve(rows.find((row) => row.tokenHash === hash && row.type === type) ?? null),
    markUsed: (id: number, at: Date) => {
      const row = rows.find((candidate) => candidate.id === id && candidate.usedAt === null);
      if (row) row.usedAt = at;
      return Promise.resolve(row !== undefined);
    },
  } as unknown as UserTokenRepository;
}

describe('UserTokenService', () => {
  it('expires a token when its time to live has passed on the clock', async () => {
    const clock = new SettableClock(new Date('2030-01-01T12:00:00Z'));
    const service = new UserTokenService(memoryTokens(), clock);
    const { token } = await service.issue({ type: 'SSO_CODE', ttlMs: 60_000 });

    clock.advance(59_999);
    expect((await service.lookup('SSO_CODE', token)).status).toBe('valid');
    clock.advance(1);
    expect((await service.lookup('SSO_CODE', token)).status).toBe('invalid');
  });

  it('is used once', async () => {
    const service = new UserTokenService(memoryTokens(), new SettableClock());
    const { token, row } = await service.issue({ type: 'PASSWORD_RESET', ttlMs: 60_000 });
    expect(await service.markUsed(row)).toBe(true);
    expect(await service.markUsed(row)).toBe(false);
    expect((await service.lookup('PASSWORD_RESET', token)).status).toBe('used');
  });
});
