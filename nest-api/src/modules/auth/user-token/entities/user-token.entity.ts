import { Entity, ForeignKey, Index } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, StringColumn, TextColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

export type UserTokenType =
  'ACTIVATION' | 'PASSWORD_RESET' | 'SSO_CODE' | 'SOCIAL_STATE' | 'SOCIAL_EMAIL' | 'ACCOUNT_ERASURE';

/**
 * Single-use tokens (activation, password reset, single sign-on code, social sign-in state,
 * pending social sign-in without an e-mail, account erasure confirmation). Only the sha256 of the token is stored.
 */
@Entity({ name: 'user_token' })
@Index('UQ_user_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_user_token_user', ['userId'])
@Index('IDX_user_token_crowd', ['crowdId'])
export class UserToken extends CreatedAtEntity {
  @IdColumn()
  id: number;

  /** Null for SOCIAL_STATE and SOCIAL_EMAIL: a social sign-in in progress has no user yet. */
  @ForeignKey('User', { name: 'FK_user_token_user', onDelete: 'CASCADE' })
  @IntColumn({ nullable: true })
  userId: number | null;

  @StringColumn(32)
  type: UserTokenType;

  @StringColumn(64)
  tokenHash: string;

  @DateColumn()
  expiresAt: Date;

  @DateColumn({ nullable: true })
  usedAt: Date | null;

  /** The crowd the flow started in (links and branding), if any. */
  @ForeignKey('Crowd', { name: 'FK_user_token_crowd', onDelete: 'CASCADE' })
  @IntColumn({ nullable: true })
  crowdId: number | null;

  /** Flow-specific data serialized by its owner (e.g. the redirect target, the social profile). */
  @TextColumn({ nullable: true })
  payload: string | null;
}
