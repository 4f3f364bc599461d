import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
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

const isIdleEnhancer = (provider: Provider): boolean =>
  typeof provider === 'object' && (provider.provide === APP_GUARD || provider.provide === APP_INTERCEPTOR);

/**
 * nestjs-cls registers a global guard and a global interceptor even when, as here, its middleware
 * opens the context and they do nothing. A single global interceptor puts every request through
 * Nest's rxjs interceptor chain (`defer`, `mergeAll`, `AsyncResource.bind`): a tenth of a
 * signed-in API call's CPU (docs/performance.md, fifth round). Routes keep their own interceptors.
 */
function withoutIdleEnhancers(cls: DynamicModule): DynamicModule {
  return {
    ...cls,
    imports: cls.imports?.map((imported) =>
      'module' in imported && imported.providers
        ? { ...imported, providers: imported.providers.filter((provider) => !isIdleEnhancer(provider)) }
        : imported,
    ),
  };
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
        withoutIdleEnhancers(
          ClsModule.forRoot({
            global: true,
            middleware: { mount: true },
            plugins: [
              new ClsPluginTransactional({
                adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: DataSource }),
              }),
            ],
          }),
        ),
      ],
      exports: [TypeOrmModule],
    };
  }
}
