import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

type NumericKeys<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T] & string;

/**
 * Changes counters with one atomic `SET n = n + k` UPDATE (never read-modify-write), clamped at
 * 0. Does not touch `version`: counters never conflict with an edit of the row.
 * Returns whether the row exists.
 */
export async function incrementCounters<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  deltas: Partial<Record<NumericKeys<T>, number>>,
): Promise<boolean> {
  const metadata = manager.connection.getMetadata(entity);
  const values: Record<string, () => string> = {};
  for (const [property, by] of Object.entries(deltas) as Array<[string, number | undefined]>) {
    if (by === undefined || by === 0) continue;
    if (!Number.isSafeInteger(by))
      throw new Error(`incrementCounters: ${property} must change by an integer, got ${by}`);
    const column = metadata.findColumnWithPropertyName(property);
    if (!column) throw new Error(`incrementCounters: ${metadata.name} has no column ${property}`);
    const name = manager.connection.driver.escape(column.databaseName);
    // A literal integer (validated above) keeps the expression free of per-column parameters.
    values[property] = () => `CASE WHEN ${name} + (${by}) < 0 THEN 0 ELSE ${name} + (${by}) END`;
  }
  if (Object.keys(values).length === 0)
    return manager.getRepository(entity).exists({ where: { id } as unknown as FindOptionsWhere<T> });
  const result = await manager
    .createQueryBuilder()
    .update(entity)
    .set(values as QueryDeepPartialEntity<T>)
    .where(`${manager.connection.driver.escape('id')} = :id`, { id })
    .updateEntity(false)
    .callListeners(false)
    .execute();
  return (result.affected ?? 0) > 0;
}

/** `incrementCounter(manager, Idea, ideaId, 'likeCount', 1)`; a negative `by` decrements, never below 0. */
export function incrementCounter<T extends ObjectLiteral & { id: number }>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  id: number,
  column: NumericKeys<T>,
  by = 1,
): Promise<boolean> {
  return incrementCounters(manager, entity, id, { [column]: by } as Partial<Record<NumericKeys<T>, number>>);
}
