export { incrementCounter, incrementCounters } from './counters';
export {
  createDataSourceOptions,
  detectMysqlFlavor,
  MIGRATIONS,
  MIGRATIONS_TABLE,
  type MysqlFlavor,
  resolveDataSourceOptions,
} from './data-source';
export { DatabaseModule, initializeDataSource } from './database.module';
export { ENTITIES } from './entities';
export { runMigrations } from './migrate';
export { updateVersioned, type UpdateVersionedOptions, type Versioned, type VersionedChanges } from './optimistic';
