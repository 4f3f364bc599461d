import { Entity, Index, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../database/columns';
import { User } from '../../modules/auth/entities/user.entity';
import { Crowd } from '../../modules/crowd/entities/crowd.entity';
import { CreatedAtEntity } from '../database/timestamps';

export const FILE_PURPOSES = ['AVATAR', 'CROWD_LOGO', 'CROWD_COVER', 'IDEA_ATTACHMENT', 'IDEA_FEATURED'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * An uploaded file. It belongs to a crowd (served to whoever may see that crowd) or, with no
 * crowd, is a user's avatar. The bytes live under `storageKey` in the file store.
 */
@Entity({ name: 'stored_file' })
@Index('UQ_stored_file_storage_key', ['storageKey'], { unique: true })
@Index('IDX_stored_file_crowd', ['crowdId'])
@Index('IDX_stored_file_owner', ['ownerId'])
export class StoredFile extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @IntColumn({ nullable: true })
  crowdId: number | null;

  @ManyToOne(() => Crowd, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'crowdId', foreignKeyConstraintName: 'FK_stored_file_crowd' })
  crowd?: Relation<Crowd> | null;

  /** The uploader; null once their account is erased. */
  @IntColumn({ nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'ownerId', foreignKeyConstraintName: 'FK_stored_file_owner' })
  owner?: Relation<User> | null;

  @StringColumn(32)
  purpose: FilePurpose;

  @StringColumn(127)
  contentType: string;

  /** Bytes. */
  @IntColumn()
  size: number;

  @StringColumn(255)
  storageKey: string;

  @StringColumn(255, { nullable: true })
  originalName: string | null;

  @StringColumn(64)
  sha256: string;
}
