import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENTITIES } from './entities';
import { loadConfig } from './infra/config/config';
import { withMigratedDatabase } from './infra/database/standalone';
import { hashPassword } from './modules/auth/auth/password-hasher';
import { seedDemoOnce } from './seed/demo-seed';
import { ScaleSeed } from './seed/scale/scale-seed';

/** The scale users share one password, kept in DATA_DIR so a later run (a top-up) reuses it. */
function scalePassword(dataDir: string): string {
  const file = join(dataDir, 'scale-credentials.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { password: string }).password;
  const password = `Scale-${randomBytes(4).toString('hex')}A1`;
  writeFileSync(file, JSON.stringify({ password }, null, 2), { mode: 0o600 });
  return password;
}

/** `node dist/seed-scale.js --ideas 100000`: the demo crowd, then the scaled data set beside it. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { ideas: { type: 'string', default: '100000' } } });
  const ideas = Number(values.ideas);
  if (!Number.isSafeInteger(ideas) || ideas < 1)
    throw new Error(`--ideas must be a positive integer, got ${values.ideas}`);
  const config = loadConfig();
  const password = scalePassword(config.dataDir);
  const started = Date.now();
  const added = await withMigratedDatabase(config, ENTITIES, async (manager) => {
    await seedDemoOnce(manager, config);
    return new ScaleSeed(manager, config, ideas, await hashPassword(password)).run();
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Scale seed for ${ideas} ideas done in ${seconds} s; added ${Object.entries(added)
      .map(([what, count]) => `${count} ${what}`)
      .join(', ')}.\n` + `Scale users: scale-user-000001@scale.crowd-ideas.local (and on) / ${password}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Scale seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
