import { Column, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';

/**
 * Column decorators shared by every entity. Each maps to a type that MySQL/MariaDB and SQLite
 * both understand and that TypeORM reads back identically, so the initial migration (which
 * spells the same types with the Table API) and the entities never drift apart:
 * integer, varchar(n), text, boolean, datetime(3). No native enum or JSON types.
 */

export const IdColumn = (): PropertyDecorator => PrimaryGeneratedColumn({ type: 'integer' });

export const IntColumn = (options: { nullable?: boolean; default?: number } = {}): PropertyDecorator =>
  Column({ type: 'integer', nullable: options.nullable ?? false, default: options.default });

/** The optimistic-locking counter; only `updateVersioned` changes it. Starts at 1. */
export const VersionNumberColumn = (): PropertyDecorator => Column({ type: 'integer', default: 1 });

export const StringColumn = (
  length: number,
  options: { nullable?: boolean; default?: string } = {},
): PropertyDecorator =>
  Column({ type: 'varchar', length, nullable: options.nullable ?? false, default: options.default });

export const TextColumn = (options: { nullable?: boolean } = {}): PropertyDecorator =>
  Column({ type: 'text', nullable: options.nullable ?? false });

/** `width: 1` is what MySQL/MariaDB report for `boolean` (tinyint(1)); SQLite ignores it. */
export const BoolColumn = (defaultValue: boolean): PropertyDecorator =>
  Column({ type: 'boolean', width: 1, default: defaultValue });

/** Millisecond precision on both drivers, always UTC. */
export const DateColumn = (options: { nullable?: boolean } = {}): PropertyDecorator =>
  Column({ type: 'datetime', precision: 3, nullable: options.nullable ?? false });

/** JSON serialized into a text column; `empty` is what a NULL column reads as. */
function jsonTransformer<T>(empty: T): ValueTransformer {
  return {
    to: (value: T | null | undefined): string | null | undefined =>
      value === undefined ? undefined : value === null ? null : JSON.stringify(value),
    from: (value: string | null | undefined): T =>
      value === null || value === undefined || value === '' ? structuredClone(empty) : (JSON.parse(value) as T),
  };
}

export const JsonTextColumn = <T>(empty: T, options: { nullable?: boolean } = {}): PropertyDecorator =>
  Column({ type: 'text', nullable: options.nullable ?? true, transformer: jsonTransformer(empty) });
