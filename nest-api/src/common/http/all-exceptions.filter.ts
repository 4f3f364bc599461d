import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { runWithRequestId } from '../request-context';
import { toErrorResponse } from './error-response';

const logger = new Logger('HttpError');

export function sendError(error: unknown, req: Request, res: Response): void {
  const mapped = toErrorResponse(error);
  if (mapped.unexpected) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    // The route template, not the URL: a path or query may carry a token.
    const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
    runWithRequestId(req.requestId, () => logger.error(`${req.method} ${route} failed: ${detail}`));
  }
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(mapped.headers)) res.setHeader(name, value);
  res.status(mapped.status).json(mapped.body);
}

/** The only exception filter: every error leaves the API in the spec's envelope. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    sendError(error, http.getRequest<Request>(), http.getResponse<Response>());
  }
}
