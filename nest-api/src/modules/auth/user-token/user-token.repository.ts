import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { TransactionalRepository } from '../../../infra/database/unit-of-work';
import { UserToken, type UserTokenType } from './entities/user-token.entity';

export type NewUserToken = Pick<
  UserToken,
  'type' | 'tokenHash' | 'userId' | 'crowdId' | 'payload' | 'expiresAt' | 'usedAt'
>;

@Injectable()
export class UserTokenRepository extends TransactionalRepository {
  private get tokens() {
    return this.manager.getRepository(UserToken);
  }

  create(token: NewUserToken): Promise<UserToken> {
    return this.tokens.save(this.tokens.create(token));
  }

  findByHash(tokenHash: string, type: UserTokenType): Promise<UserToken | null> {
    return this.tokens.findOneBy({ tokenHash, type });
  }

  /** A conditional update: false when the token was already used. */
  async markUsed(id: number, at: Date): Promise<boolean> {
    const result = await this.tokens.update({ id, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) === 1;
  }

  /** Every token of the user, used or not (the account is being erased). */
  async deleteAllOf(userId: number): Promise<void> {
    await this.tokens.delete({ userId });
  }

  async deleteUnused(userId: number, type: UserTokenType): Promise<void> {
    await this.tokens.delete({ userId, type, usedAt: IsNull() });
  }
}
