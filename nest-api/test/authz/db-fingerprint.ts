import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * Columns a refused call may change without changing anything: a resolved session's last-seen
 * stamp is bookkeeping of the cookie having been read, not an effect of the call.
 */
const BOOKKEEPING: Readonly<Record<string, readonly string[]>> = { session: ['lastSeenAt'] };

/** Per table, a hash over all its rows (order-independent): the test database is small. */
export type DbFingerprint = Record<string, string>;

export async function fingerprintDatabase(dataSource: DataSource): Promise<DbFingerprint> {
  const fingerprint: DbFingerprint = {};
  const quote = (name: string) => dataSource.driver.escape(name);
  for (const { tableName } of dataSource.entityMetadatas) {
    const ignored = new Set(BOOKKEEPING[tableName] ?? []);
    const rows = (await dataSource.query(`SELECT * FROM ${quote(tableName)}`)) as Record<string, unknown>[];
    const lines = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !ignored.has(column))))
      .sort();
    fingerprint[tableName] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return fingerprint;
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: DbFingerprint, after: DbFingerprint): string[] =>
  Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
