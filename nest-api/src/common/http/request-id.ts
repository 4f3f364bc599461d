import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@crowd/contracts';

declare module 'express-serve-static-core' {
  interface Request {
    requestId?: string;
    /** The JSON body's bytes as received, for signature checks (set by the bootstrap's parser). */
    rawBody?: Buffer;
  }
}

/** Incoming ids are kept only when they are short opaque tokens, so logs cannot be forged. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

function resolveRequestId(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = resolveRequestId(typeof incoming === 'string' ? incoming : undefined);
  req.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}
