import type { TNotification } from '@crowd/contracts';
import { NOTIFICATION_SOCKET_EVENT } from '@crowd/contracts';

/** What the server sends a user's sockets, by event name (socket.io's typed events). */
export interface ServerEvents {
  [NOTIFICATION_SOCKET_EVENT]: (notification: TNotification) => void;
}

export type ServerEventName = keyof ServerEvents;

/** The room every authenticated socket of a user joins. */
export const userRoom = (userId: number): string => `user:${userId}`;

/**
 * The port through which the api and the worker push an event to a user's open sockets: the api's
 * own socket server (spread to other instances by the Redis adapter), or the Redis emitter in a
 * process that serves no sockets. Pushing is best effort: nobody connected, nothing happens.
 */
export abstract class UserPush {
  abstract push<E extends ServerEventName>(userId: number, event: E, ...args: Parameters<ServerEvents[E]>): void;
}

/** The key prefix the adapter and the emitter share, so every process of one deployment meets on it. */
export const socketRedisKey = (queuePrefix: string): string => `${queuePrefix}:socket.io`;
