import { BeforeInsert, BeforeUpdate } from 'typeorm';
import { DateColumn } from './columns';

/**
 * Creation time stamped in code (no database-specific default), for rows that never change or
 * whose changes need no time of their own. Entity hooks run outside dependency injection, so they
 * read the system time; code that needs a controllable time sets the column from the Clock.
 */
export abstract class CreatedAtEntity {
  @DateColumn()
  createdAt: Date;

  @BeforeInsert()
  protected stampCreatedAt(): void {
    this.createdAt ??= new Date();
  }
}

/** Creation and last-change times; hooks run only for entity instances (`create()` + `save()`). */
export abstract class TimestampedEntity extends CreatedAtEntity {
  @DateColumn()
  updatedAt: Date;

  @BeforeInsert()
  protected stampUpdatedAtOnInsert(): void {
    this.createdAt ??= new Date();
    this.updatedAt ??= this.createdAt;
  }

  @BeforeUpdate()
  protected stampUpdatedAt(): void {
    this.updatedAt = new Date();
  }
}
