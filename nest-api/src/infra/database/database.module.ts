import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { resolveDataSourceOptions } from './data-source';
import { runMigrations } from './migrate';

/** Connects and migrates before any provider can use the DataSource. */
export async function initializeDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await runMigrations(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        ...(await resolveDataSourceOptions(config)),
        // Retrying covers a database that is still starting; it is pointless on the embedded file.
        retryAttempts: config.database.type === 'mysql' ? 10 : 0,
        retryDelay: 3000,
      }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('DatabaseModule: no data source options');
        return initializeDataSource(options);
      },
    }),
  ],
  exports: [TypeOrmModule],
})
export class DatabaseModule {}
