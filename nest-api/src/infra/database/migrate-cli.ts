import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config';
import { resolveDataSourceOptions } from './data-source';
import { runMigrations } from './migrate';

/** `node dist/infra/database/migrate-cli.js`: applies pending migrations and exits (migrations need no entities). */
async function main(): Promise<void> {
  const dataSource = await new DataSource(await resolveDataSourceOptions(loadConfig(), [])).initialize();
  try {
    const applied = await runMigrations(dataSource);
    process.stdout.write(
      applied.length === 0
        ? 'Database schema is up to date.\n'
        : `Applied migrations: ${applied.map((m) => m.name).join(', ')}\n`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Migration failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
