import { Entity, PrimaryColumn } from 'typeorm';
import { DateColumn, StringColumn } from '../database/columns';

/** A queue job handled to completion; its id makes a redelivered job a no-op. */
@Entity({ name: 'processed_job' })
export class ProcessedJob {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @StringColumn(64)
  queue: string;

  @DateColumn()
  processedAt: Date;
}
