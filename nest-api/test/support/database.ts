import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { mysqlAvailable, TEST_MYSQL_URL } from './services';

export type TestDatabaseKind = 'mysql' | 'sqlite';

export interface TestDatabase {
  kind: TestDatabaseKind;
  /** Environment for loadConfig(): DATABASE_URL unset means SQLite in DATA_DIR. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  drop(): Promise<void>;
}

/** The database kind integration tests use: MariaDB when the global setup reached it, else SQLite. */
export const defaultTestDatabaseKind = (): TestDatabaseKind => (mysqlAvailable() ? 'mysql' : 'sqlite');

/** A fresh, empty database (and data dir) of its own, so test files never share rows. */
export async function createTestDatabase(kind?: TestDatabaseKind): Promise<TestDatabase> {
  const resolvedKind = kind ?? defaultTestDatabaseKind();
  const dataDir = mkdtempSync(join(tmpdir(), 'crowd-test-'));
  if (resolvedKind === 'sqlite') {
    return {
      kind: 'sqlite',
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `crowd_test_${randomBytes(6).toString('hex')}`;
  const admin = await createConnection({ uri: TEST_MYSQL_URL });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    kind: 'mysql',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      const connection = await createConnection({ uri: TEST_MYSQL_URL });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
