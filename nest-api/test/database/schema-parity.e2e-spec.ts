import type { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/entities';
import { MIGRATIONS } from '../../src/infra/database/migrations';
import { runMigrations } from '../../src/infra/database/migrate';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { itWithMysql } from '../support/services';
import { openDataSource } from './open-data-source';
import { readSchema, type SchemaSnapshot } from './schema-snapshot';

/**
 * The migrations alone must build exactly the schema the entities describe, on both drivers,
 * and the two databases must end up with the same tables, columns, indexes and foreign keys.
 * MariaDB tests are declared skipped when the global setup found it unreachable; with
 * REQUIRE_SERVICES=1 the run fails instead.
 */

async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return sql.upQueries.map((query) => query.query);
}

/** One test per driver, named by `%s`; the MariaDB one is skipped when MariaDB is absent. */
function itOnEachDriver(name: string, test: (kind: 'sqlite' | 'mysql') => Promise<void>): void {
  it(name.replace('%s', 'sqlite'), () => test('sqlite'));
  itWithMysql(name.replace('%s', 'mysql'), () => test('mysql'));
}

describe('schema: migrations and entities agree', () => {
  const snapshots: Partial<Record<'sqlite' | 'mysql', SchemaSnapshot>> = {};
  const cleanup: Array<() => Promise<void>> = [];

  async function freshDataSource(
    kind: 'sqlite' | 'mysql',
  ): Promise<{ database: TestDatabase; dataSource: DataSource }> {
    const database = await createTestDatabase(kind);
    const dataSource = await openDataSource(database);
    cleanup.push(async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    });
    return { database, dataSource };
  }

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  itOnEachDriver('%s: migrating a fresh database leaves nothing for the schema builder to change', async (kind) => {
    const { dataSource } = await freshDataSource(kind);

    const applied = await runMigrations(dataSource);

    expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
    const snapshot = await readSchema(dataSource);
    expect(snapshot.tables).toEqual(dataSource.entityMetadatas.map((metadata) => metadata.tableName).sort());
    expect(snapshot.tables).toHaveLength(ENTITIES.length);
    snapshots[kind] = snapshot;
  });

  itWithMysql('SQLite and MariaDB end up with the same tables, columns, indexes and foreign keys', async () => {
    const { sqlite, mysql } = snapshots;
    if (!sqlite || !mysql) throw new Error('the per-driver migration tests did not produce both schemas');
    expect(sqlite.tables).toEqual(mysql.tables);
    expect(sqlite.columns).toEqual(mysql.columns);
    expect(sqlite.indexes).toEqual(mysql.indexes);
    expect(sqlite.indexNames).toEqual(mysql.indexNames);
    expect(sqlite.foreignKeys).toEqual(mysql.foreignKeys);
    expect(sqlite.foreignKeyNames).toEqual(mysql.foreignKeyNames);
  });

  itOnEachDriver('%s: running the migrations again is a no-op', async (kind) => {
    const { dataSource } = await freshDataSource(kind);
    await runMigrations(dataSource);
    const before = await readSchema(dataSource);

    await expect(runMigrations(dataSource)).resolves.toEqual([]);

    expect(await readSchema(dataSource)).toEqual(before);
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });

  itWithMysql(
    'mysql: two data sources migrating the same database at once apply each migration exactly once',
    async () => {
      const { database, dataSource: first } = await freshDataSource('mysql');
      const second = await openDataSource(database);
      cleanup.push(async () => {
        if (second.isInitialized) await second.destroy();
      });

      const [appliedByFirst, appliedBySecond] = await Promise.all([runMigrations(first), runMigrations(second)]);

      expect([...appliedByFirst, ...appliedBySecond].map((migration) => migration.name)).toEqual(
        MIGRATIONS.map((migration) => migration.name),
      );
      const recorded: Array<{ name: string }> = await first.query('SELECT name FROM migrations');
      expect(recorded.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
      expect(await pendingSchemaChanges(second)).toEqual([]);
    },
  );

  itOnEachDriver('%s: the migrations revert cleanly and apply again', async (kind) => {
    const { dataSource } = await freshDataSource(kind);
    await runMigrations(dataSource);

    for (let left = MIGRATIONS.length; left > 0; left -= 1) {
      await dataSource.undoLastMigration({ transaction: 'all' });
    }
    expect((await readSchema(dataSource)).tables).toEqual([]);

    await runMigrations(dataSource);
    expect(await pendingSchemaChanges(dataSource)).toEqual([]);
  });
});
