export { incrementCounter, incrementCounters } from './counters';
export {
  createDataSourceOptions,
  detectMysqlFlavor,
  type EntityList,
  MIGRATIONS,
  MIGRATIONS_TABLE,
  type MysqlFlavor,
  resolveDataSourceOptions,
} from './data-source';
export { DatabaseModule, initializeDataSource } from './database.module';
export { type TransactionalAdapterTypeOrm, TransactionalRepository, TransactionHost } from './unit-of-work';
export { runMigrations } from './migrate';
export { updateVersioned, type UpdateVersionedOptions, type Versioned, type VersionedChanges } from './optimistic';
