import { DataSource } from 'typeorm';
import { ENTITIES } from '../../src/entities';
import { loadConfig } from '../../src/infra/config/config';
import { resolveDataSourceOptions } from '../../src/infra/database/data-source';
import type { TestDatabase } from '../support/database';

/** An initialized, not yet migrated DataSource on a test database. */
export async function openDataSource(database: TestDatabase): Promise<DataSource> {
  const config = loadConfig({ ...database.env, NODE_ENV: 'test' });
  return new DataSource(await resolveDataSourceOptions(config, ENTITIES)).initialize();
}
