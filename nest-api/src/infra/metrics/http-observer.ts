import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { runWithRequestId } from '../../common/request-context';
import type { MetricsRegistry } from './metrics.registry';

/**
 * The route template, never the URL: paths carry tokens (a password reset's) and ids, and a label
 * per id would grow without bound.
 */
const routeOf = (req: Request): string => {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : 'unmatched';
};

/** One access line and one histogram sample per request, both by route template. */
export function httpObserver(metrics: MetricsRegistry): RequestHandler {
  const logger = new Logger('Http');
  return (req: Request, res: Response, next: NextFunction) => {
    const stopTimer = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const labels = { method: req.method, route: routeOf(req), status_code: String(res.statusCode) };
      const seconds = stopTimer(labels);
      runWithRequestId(req.requestId, () =>
        logger.log({
          msg: 'request completed',
          method: labels.method,
          route: labels.route,
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        }),
      );
    });
    next();
  };
}
