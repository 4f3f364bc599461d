import { Injectable } from '@nestjs/common';
import { Clock } from '../../../infra/clock/clock';
import type { UserToken, UserTokenType } from './entities/user-token.entity';
import { hashToken, newSecureToken } from '../../../common/secure-token';
import { UserTokenRepository } from './user-token.repository';

export interface IssueTokenInput {
  type: UserTokenType;
  ttlMs: number;
  userId?: number | null;
  crowdId?: number | null;
  payload?: unknown;
}

export type TokenLookup =
  { status: 'valid'; token: UserToken } | { status: 'used'; token: UserToken } | { status: 'invalid' };

/** Single-use tokens: the row keeps only the token's sha256; using one is a conditional update. */
@Injectable()
export class UserTokenService {
  constructor(
    private readonly tokens: UserTokenRepository,
    private readonly clock: Clock,
  ) {}

  /** Returns the token to hand out (link, code, cookie); it is never stored. */
  async issue(input: IssueTokenInput): Promise<{ token: string; row: UserToken }> {
    const token = newSecureToken();
    const row = await this.tokens.create({
      type: input.type,
      tokenHash: hashToken(token),
      userId: input.userId ?? null,
      crowdId: input.crowdId ?? null,
      payload: input.payload === undefined ? null : JSON.stringify(input.payload),
      expiresAt: new Date(this.clock.nowMs() + input.ttlMs),
      usedAt: null,
    });
    return { token, row };
  }

  /** Unknown, of another type and expired are all `invalid`; a used one is `used`. */
  async lookup(type: UserTokenType, token: string): Promise<TokenLookup> {
    if (token.length === 0 || token.length > 256) return { status: 'invalid' };
    const row = await this.tokens.findByHash(hashToken(token), type);
    if (!row) return { status: 'invalid' };
    if (row.usedAt) return { status: 'used', token: row };
    if (row.expiresAt.getTime() <= this.clock.nowMs()) return { status: 'invalid' };
    return { status: 'valid', token: row };
  }

  /** Marks the token used; false when another request used it first. */
  markUsed(row: UserToken): Promise<boolean> {
    return this.tokens.markUsed(row.id, this.clock.now());
  }

  /** Drops a user's unused tokens of a type (an older reset link stops working). */
  async discardUnused(userId: number, type: UserTokenType): Promise<void> {
    await this.tokens.deleteUnused(userId, type);
  }

  /** Drops every token of a user (the account is being erased). */
  async discardAllOf(userId: number): Promise<void> {
    await this.tokens.deleteAllOf(userId);
  }

  payloadOf<T>(row: UserToken): T | null {
    return row.payload === null ? null : (JSON.parse(row.payload) as T);
  }
}
