import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/config';
import { socketRedisKey } from './user-push';

/**
 * The api's socket.io server on its HTTP server (path /socket.io). With REDIS_URL it uses the Redis
 * adapter, so an event emitted by one api instance (or by the worker's emitter) reaches sockets
 * connected to any instance.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, { ...options, path: '/socket.io', serveClient: false }) as Server;
    if (this.config.redisUrl) {
      const pub = new Redis(this.config.redisUrl, { maxRetriesPerRequest: 1 });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) {
        // ioredis reconnects on its own; without a listener a dropped connection would crash the process.
        client.on('error', () => undefined);
        this.clients.push(client);
      }
      server.adapter(createAdapter(pub, sub, { key: socketRedisKey(this.config.env.QUEUE_PREFIX) }));
    }
    return server;
  }

  override async dispose(): Promise<void> {
    await Promise.all(this.clients.splice(0).map((client) => client.quit().catch(() => client.disconnect())));
  }
}
