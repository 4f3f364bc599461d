import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { settleWithin } from '../../common/settle-within';

/** The shared Redis connection (health, rate limits); absent on the embedded default. */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client: Redis | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    // ioredis reconnects on its own; without a listener a dropped connection would crash the process.
    this.client?.on('error', () => undefined);
  }

  /** 'disabled' without REDIS_URL; otherwise whether Redis answers PING within the timeout. */
  async status(timeoutMs = 1000): Promise<'up' | 'down' | 'disabled'> {
    const client = this.client;
    if (!client) return 'disabled';
    const ping = client.ping().then((answer) => (answer === 'PONG' ? ('up' as const) : ('down' as const)));
    return settleWithin(ping, timeoutMs, 'down' as const);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => this.client?.disconnect());
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
