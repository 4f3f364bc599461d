import { DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../config/config';
import { resolveDataSourceOptions, type EntityList } from './data-source';
import { runMigrations } from './migrate';

/** For scripts outside the app (the seed): a migrated connection for the length of `work`. */
export async function withMigratedDatabase<T>(
  config: AppConfig,
  entities: EntityList,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const dataSource = await new DataSource(await resolveDataSourceOptions(config, entities)).initialize();
  try {
    await runMigrations(dataSource);
    return await work(dataSource.manager);
  } finally {
    await dataSource.destroy();
  }
}
