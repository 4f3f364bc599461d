import type { EntityManager } from 'typeorm';

/** SQLite allows 32 766 bound parameters per statement, MySQL 65 535: stay under both. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 2_000;

export type SqlValue = string | number | boolean | null;

/** What a datetime(3) column stores on both drivers: UTC `YYYY-MM-DD HH:MM:SS.SSS`. */
export const sqlDate = (at: Date | number): string => new Date(at).toISOString().replace('T', ' ').replace('Z', '');

const isMysql = (manager: EntityManager): boolean => ['mysql', 'mariadb'].includes(manager.connection.options.type);

/**
 * Multi-row INSERTs of plain values, a few thousand rows per statement: the seed of a million rows
 * cannot afford an entity (and its hooks) per row. `ignore` skips rows a unique index already holds.
 */
export async function bulkInsert(
  manager: EntityManager,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly SqlValue[]>,
  { ignore = false }: { ignore?: boolean } = {},
): Promise<void> {
  const escape = (name: string) => manager.connection.driver.escape(name);
  const verb = ignore ? (isMysql(manager) ? 'INSERT IGNORE' : 'INSERT OR IGNORE') : 'INSERT';
  const head = `${verb} INTO ${escape(table)} (${columns.map(escape).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const perStatement = Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    await manager.query(head + batch.map(() => tuple).join(', '), batch.flat());
  }
}
