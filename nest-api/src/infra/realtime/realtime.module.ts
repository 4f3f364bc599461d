import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { RedisEmitterUserPush } from './redis-emitter-user-push';
import { SocketServerUserPush } from './socket-server-user-push';
import { UserPush } from './user-push';

class NoUserPush extends UserPush {
  push(): void {}
}

/**
 * `UserPush` for the process: the api pushes through its socket server, the worker (always on
 * Redis) through the Redis emitter.
 */
@Global()
@Module({})
export class RealtimeModule {
  static forApi(): DynamicModule {
    return {
      module: RealtimeModule,
      providers: [SocketServerUserPush, { provide: UserPush, useExisting: SocketServerUserPush }],
      exports: [SocketServerUserPush, UserPush],
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: RealtimeModule,
      providers: [
        {
          provide: UserPush,
          inject: [APP_CONFIG],
          // A worker without Redis (a test's) has no api to reach: it pushes nothing.
          useFactory: (config: AppConfig): UserPush =>
            config.redisUrl ? new RedisEmitterUserPush(config) : new NoUserPush(),
        },
      ],
      exports: [UserPush],
    };
  }
}
