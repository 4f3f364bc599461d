import { BeforeInsert, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { DateColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';

export type SessionKind = 'host' | 'master';

/** A host-only browser session; the cookie holds the token, the row only its sha256. */
@Entity({ name: 'session' })
@Index('IDX_session_user', ['userId'])
@Index('IDX_session_expires', ['expiresAt'])
@Index('IDX_session_master', ['masterSessionId'])
@Index('IDX_session_family', ['familyId'])
export class Session {
  /** sha256 hex of the session token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @ForeignKey('User', { name: 'FK_session_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  /** The host (with port) the session cookie was issued for. */
  @StringColumn(255)
  host: string;

  @StringColumn(16)
  kind: SessionKind;

  /** The login host's master session this host session was handed out from (single sign-on). */
  @StringColumn(64, { nullable: true })
  masterSessionId: string | null;

  /**
   * Every session one browser's sign-in spread to, on every host and through every hop of single
   * sign-on (decision 004): the id of its first session. Logout revokes the whole family.
   */
  @StringColumn(64)
  familyId: string;

  @DateColumn()
  createdAt: Date;

  @DateColumn()
  lastSeenAt: Date;

  @DateColumn()
  expiresAt: Date;

  @DateColumn({ nullable: true })
  revokedAt: Date | null;

  @StringColumn(512, { nullable: true })
  userAgent: string | null;

  @StringColumn(64, { nullable: true })
  ip: string | null;

  @BeforeInsert()
  protected stampInsert(): void {
    this.createdAt ??= new Date();
    this.lastSeenAt ??= this.createdAt;
  }
}
