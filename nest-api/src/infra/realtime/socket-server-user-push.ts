import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { UserPush, userRoom, type ServerEventName, type ServerEvents } from './user-push';

/**
 * The api's push: emits through its own socket server, which the gateway hands over when it starts.
 * With REDIS_URL the server's Redis adapter carries the event to every api instance.
 */
@Injectable()
export class SocketServerUserPush extends UserPush {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  /** Sockets connected to this instance (a gauge per instance; Redis carries events between them). */
  localSocketCount(): number {
    return this.server?.of('/').sockets.size ?? 0;
  }

  push<E extends ServerEventName>(userId: number, event: E, ...args: Parameters<ServerEvents[E]>): void {
    this.server?.to(userRoom(userId)).emit(event, ...args);
  }
}
