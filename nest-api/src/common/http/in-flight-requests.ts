import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { settleWithin } from '../settle-within';

/** Counts the requests being answered, so a shutdown can wait for them. */
export class InFlightRequests {
  private count = 0;
  private waiters: Array<() => void> = [];

  readonly middleware: RequestHandler = (_req: Request, res: Response, next: NextFunction) => {
    this.count += 1;
    // 'close' also fires for a client that went away before the answer was finished.
    res.once('close', () => {
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
    });
    next();
  };

  get size(): number {
    return this.count;
  }

  /** True once none is in flight, false when `timeoutMs` passed first. */
  drained(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    const idle = new Promise<true>((resolve) => this.waiters.push(() => resolve(true)));
    return settleWithin(idle, timeoutMs, false);
  }
}
