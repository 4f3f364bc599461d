import { Global, Module, type DynamicModule } from '@nestjs/common';
import { QUEUE_RUNTIME_OPTIONS, type QueueRuntimeOptions } from '../queue/queue-runtime-options';
import { Clock } from '../clock/clock';
import type { AppConfig } from './config';
import { APP_CONFIG } from './config.module';

export interface RuntimeSettings {
  config: AppConfig;
  queue: QueueRuntimeOptions;
  clock: Clock;
}

/**
 * Provides the configuration the bootstrap resolved once, so the api, the worker and the tests
 * all run on exactly the values they were started with.
 */
@Global()
@Module({})
export class ResolvedConfigModule {
  static register(settings: RuntimeSettings): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: settings.config },
      { provide: QUEUE_RUNTIME_OPTIONS, useValue: settings.queue },
      { provide: Clock, useValue: settings.clock },
    ];
    return { module: ResolvedConfigModule, providers, exports: providers.map((provider) => provider.provide) };
  }
}
