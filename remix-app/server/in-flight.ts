import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';

export interface GracefulShutdown {
  /** Counts the requests being answered; mounted first. */
  middleware: RequestHandler;
  /**
   * Stops accepting connections, lets the requests in flight finish (up to `timeoutMs`), then
   * closes every connection left, WebSockets proxied to the API included. False on a timeout.
   */
  shutDown: (timeoutMs: number) => Promise<boolean>;
}

export function gracefulShutdown(server: Server): GracefulShutdown {
  let inFlight = 0;
  const waiters: Array<() => void> = [];
  // Upgraded sockets leave the HTTP server's own bookkeeping: closeAllConnections would miss them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const drained = (ms: number): Promise<boolean> =>
    inFlight === 0
      ? Promise.resolve(true)
      : new Promise((resolve) => {
          const timer = setTimeout(() => resolve(false), ms);
          waiters.push(() => {
            clearTimeout(timer);
            resolve(true);
          });
        });

  return {
    middleware: (_req, res, next) => {
      inFlight += 1;
      // 'close' also fires for a client that went away before the answer was finished.
      res.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) for (const resolve of waiters.splice(0)) resolve();
      });
      next();
    },
    shutDown: async (timeoutMs) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const finished = await drained(timeoutMs);
      for (const socket of sockets) socket.destroy();
      await closed;
      return finished;
    },
  };
}
