import type { TImageMimeType } from '@crowd/contracts';
import { Entity, ForeignKey, Index } from 'typeorm';
import { IdColumn, IntColumn, StringColumn } from '../database/columns';
import { CreatedAtEntity } from '../database/timestamps';

export type FilePurpose = 'AVATAR' | 'CROWD_LOGO' | 'CROWD_COVER' | 'IDEA_ATTACHMENT' | 'IDEA_FEATURED';

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

  @ForeignKey('Crowd', { name: 'FK_stored_file_crowd', onDelete: 'CASCADE' })
  @IntColumn({ nullable: true })
  crowdId: number | null;

  /** The uploader; null once their account is erased. */
  @ForeignKey('User', { name: 'FK_stored_file_owner', onDelete: 'SET NULL' })
  @IntColumn({ nullable: true })
  ownerId: number | null;

  @StringColumn(32)
  purpose: FilePurpose;

  /** Sniffed from the bytes on upload. */
  @StringColumn(127)
  contentType: TImageMimeType;

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
