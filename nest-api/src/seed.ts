import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './infra/config/config';
import { resolveDataSourceOptions } from './infra/database/data-source';
import { runMigrations } from './infra/database/migrate';
import { formatCredentials, seedDemoOnce } from './seed/demo-seed';

/** `node dist/seed.js`: seeds the demo crowd once; later runs only print its credentials. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await new DataSource(await resolveDataSourceOptions(config)).initialize();
  try {
    await runMigrations(dataSource);
    const { created, credentials } = await seedDemoOnce(dataSource, config);
    if (created) process.stdout.write('Seeded the demo crowd.\n');
    if (credentials) process.stdout.write(formatCredentials(credentials, config));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
