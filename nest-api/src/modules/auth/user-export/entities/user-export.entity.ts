import { Entity, ForeignKey, Index } from 'typeorm';
import { DateColumn, IdColumn, IntColumn, StringColumn } from '../../../../infra/database/columns';
import { CreatedAtEntity } from '../../../../infra/database/timestamps';

/** QUEUED until the worker has written the zip; READY until `expiresAt`; FAILED when packing gave up. */
export type UserExportStatus = 'QUEUED' | 'READY' | 'FAILED';

/**
 * A personal data export packed on the queue (decision 033): the zip's bytes sit in the file store
 * under `storageKey`, downloadable by its user alone until `expiresAt`.
 */
@Entity({ name: 'user_export' })
@Index('IDX_user_export_user_status', ['userId', 'status'])
export class UserExport extends CreatedAtEntity {
  @IdColumn()
  id: number;

  @ForeignKey('User', { name: 'FK_user_export_user', onDelete: 'CASCADE' })
  @IntColumn()
  userId: number;

  @StringColumn(16)
  status: UserExportStatus;

  @StringColumn(255, { nullable: true })
  storageKey: string | null;

  @DateColumn({ nullable: true })
  expiresAt: Date | null;
}
