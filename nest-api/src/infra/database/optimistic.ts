import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { notFound, StaleEntityError } from '../../common/errors';

export interface Versioned extends ObjectLiteral {
  id: number;
  version: number;
}

export type VersionedChanges<T extends Versioned> = Omit<QueryDeepPartialEntity<T>, 'id' | 'version'>;

export interface UpdateVersionedOptions {
  /** The error thrown when no row has this id; default `notFound()` (404 `not_found`). */
  notFound?: () => Error;
}

/**
 * Optimistic locking enforced by the write itself:
 * `UPDATE … SET <changes>, version = version + 1[, updatedAt = now] WHERE id = ? AND version = ?`.
 * Returns the new version. When no row matched, the row either has another version
 * (`StaleEntityError(<Entity>)`, nothing changed) or does not exist (`options.notFound`).
 */
export async function updateVersioned<T extends Versioned>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  expectedVersion: number,
  changes: VersionedChanges<T>,
  options: UpdateVersionedOptions = {},
): Promise<number> {
  const metadata = manager.connection.getMetadata(entity);
  const escape = (name: string) => manager.connection.driver.escape(name);
  const values: Record<string, unknown> = { ...changes };
  delete values.id;
  delete values.version;
  if (metadata.findColumnWithPropertyName('updatedAt') && values.updatedAt === undefined) values.updatedAt = new Date();
  values.version = () => `${escape('version')} + 1`;

  const result = await manager
    .createQueryBuilder()
    .update(entity)
    .set(values as QueryDeepPartialEntity<T>)
    .where(`${escape('id')} = :id AND ${escape('version')} = :expectedVersion`, { id, expectedVersion })
    .updateEntity(false)
    .callListeners(false)
    .execute();

  if (result.affected === 1) return expectedVersion + 1;
  if (result.affected === undefined)
    throw new Error(`updateVersioned: the ${manager.connection.options.type} driver did not report affected rows`);
  const exists = await manager.getRepository(entity).exists({ where: { id } as unknown as FindOptionsWhere<T> });
  if (!exists) throw (options.notFound ?? (() => notFound()))();
  throw new StaleEntityError(metadata.name);
}
