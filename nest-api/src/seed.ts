import 'reflect-metadata';
import { ENTITIES } from './entities';
import { loadConfig } from './infra/config/config';
import { withMigratedDatabase } from './infra/database/standalone';
import { formatCredentials, seedDemoOnce } from './seed/demo-seed';

/** `node dist/seed.js`: seeds the demo crowd once; later runs only print its credentials. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { created, credentials } = await withMigratedDatabase(config, ENTITIES, (manager) =>
    seedDemoOnce(manager, config),
  );
  if (created) process.stdout.write('Seeded the demo crowd.\n');
  if (credentials) process.stdout.write(formatCredentials(credentials, config));
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
