import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { MIGRATIONS } from './migrations';

export const MIGRATIONS_TABLE = 'migrations';

/** TypeORM reads MariaDB's schema correctly only when told it is MariaDB (its `NULL` defaults, display widths). */
type MysqlFlavor = 'mysql' | 'mariadb';

/** The entity classes; the composition root (src/entities.ts) passes them, infra knows no module. */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * MySQL/MariaDB through mysql2 when DATABASE_URL is set, else the embedded SQLite file.
 * The schema is never synchronized: migrations own it and run under a lock (`runMigrations`).
 * `flavor` only matters for MySQL; `resolveDataSourceOptions` asks the server.
 */
function createDataSourceOptions(
  config: AppConfig,
  entities: EntityList,
  flavor: MysqlFlavor = 'mysql',
): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    migrationsTableName: MIGRATIONS_TABLE,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;
  if (config.database.type === 'mysql') {
    return {
      ...common,
      type: flavor,
      url: config.database.url,
      charset: 'utf8mb4',
      timezone: 'Z',
      dateStrings: false,
      supportBigNumbers: true,
      bigNumberStrings: false,
    };
  }
  mkdirSync(dirname(config.database.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.database.path,
    enableWAL: true,
    timeout: 10_000,
  };
}

/** `createDataSourceOptions` with the MySQL flavor detected from the server's version string. */
export async function resolveDataSourceOptions(config: AppConfig, entities: EntityList): Promise<DataSourceOptions> {
  if (config.database.type !== 'mysql') return createDataSourceOptions(config, entities);
  return createDataSourceOptions(config, entities, await detectMysqlFlavor(config.database.url));
}

async function detectMysqlFlavor(url: string): Promise<MysqlFlavor> {
  const connection = await createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version?: unknown }>)[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}
