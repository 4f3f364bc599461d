import type { TLocale } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import {
  BoolColumn,
  DateColumn,
  IdColumn,
  IntColumn,
  StringColumn,
  VersionNumberColumn,
} from '../../../../infra/database/columns';
import { TimestampedEntity } from '../../../../infra/database/timestamps';

@Entity({ name: 'user' })
@Index('UQ_user_email', ['emailNormalized'], { unique: true })
@Index('UQ_user_google', ['googleId'], { unique: true })
@Index('UQ_user_facebook', ['facebookId'], { unique: true })
@Index('IDX_user_avatar', ['avatarImageId'])
@Index('IDX_user_bound_crowd', ['boundCrowdId'])
export class User extends TimestampedEntity {
  @IdColumn()
  id: number;

  @VersionNumberColumn()
  version: number;

  /** As entered; `emailNormalized` (trimmed, lowercased) carries the unique index. */
  @StringColumn(254)
  email: string;

  @StringColumn(254)
  emailNormalized: string;

  @StringColumn(120)
  name: string;

  @StringColumn(600, { nullable: true })
  about: string | null;

  @StringColumn(8)
  locale: TLocale;

  /** IANA name (contracts `isTimeZone`): the digests' 08:00 is this zone's (decision 036). */
  @StringColumn(64, { default: 'UTC' })
  timeZone: string;

  @StringColumn(255, { nullable: true })
  passwordHash: string | null;

  @ForeignKey('StoredFile', { name: 'FK_user_avatar', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  avatarImageId: number | null;

  @BoolColumn(true)
  trialEligible: boolean;

  /** Null until the account is activated. */
  @DateColumn({ nullable: true })
  verifiedAt: Date | null;

  /** Set for users registered through a crowd with `privateUsers`: they may use only that crowd. */
  @ForeignKey('Crowd', { name: 'FK_user_bound_crowd', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  boundCrowdId: number | null;

  @StringColumn(255, { nullable: true })
  googleId: string | null;

  @StringColumn(255, { nullable: true })
  facebookId: string | null;

  @StringColumn(255, { nullable: true })
  stripeCustomerId: string | null;

  /** Set when the user's personal data has been erased (the row stays for referential history). */
  @DateColumn({ nullable: true })
  deletedAt: Date | null;
}
