import { Global, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { resolveDataSourceOptions, type EntityList } from './data-source';
import { runMigrations } from './migrate';

/** Connects and migrates before any provider can use the DataSource. */
async function initializeDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await runMigrations(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/**
 * The connection and the unit of work: repositories take their EntityManager from the
 * TransactionHost, so everything a `@Transactional()` method calls writes in its transaction.
 * The CLS middleware gives every HTTP request its own context (the crowd context lives there too).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(entities: EntityList): DynamicModule {
    const typeOrm = TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        ...(await resolveDataSourceOptions(config, entities)),
        // Retrying covers a database that is still starting; it is pointless on the embedded file.
        retryAttempts: config.database.type === 'mysql' ? 10 : 0,
        retryDelay: 3000,
      }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('DatabaseModule: no data source options');
        return initializeDataSource(options);
      },
    });
    return {
      module: DatabaseModule,
      imports: [
        typeOrm,
        ClsModule.forRoot({
          global: true,
          middleware: { mount: true },
          plugins: [
            new ClsPluginTransactional({
              adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: DataSource }),
            }),
          ],
        }),
      ],
      exports: [TypeOrmModule],
    };
  }
}
