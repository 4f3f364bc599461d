import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { socketRedisKey, UserPush, userRoom, type ServerEventName, type ServerEvents } from './user-push';

/** The worker's push: it serves no sockets, so it publishes to the api instances' Redis adapters. */
@Injectable()
export class RedisEmitterUserPush extends UserPush implements OnApplicationShutdown {
  private readonly client: Redis;
  private readonly emitter: Emitter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    if (!config.redisUrl) throw new Error('the Redis emitter needs REDIS_URL');
    this.client = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
    // ioredis reconnects on its own; without a listener a dropped connection would crash the process.
    this.client.on('error', () => undefined);
    this.emitter = new Emitter(this.client, { key: socketRedisKey(config.env.QUEUE_PREFIX) });
  }

  push<E extends ServerEventName>(userId: number, event: E, ...args: Parameters<ServerEvents[E]>): void {
    this.emitter.to(userRoom(userId)).emit(event, ...args);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
