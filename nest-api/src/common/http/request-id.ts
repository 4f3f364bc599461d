import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REQUEST_ID_HEADER } from '@crowd/contracts';
import { runWithRequestId } from '../request-context';

declare module 'express-serve-static-core' {
  interface Request {
    requestId?: string;
    /** The JSON body's bytes as received, for signature checks (set by the bootstrap's parser). */
    rawBody?: Buffer;
  }
}

/** Incoming ids are kept only when they are short opaque tokens, so logs cannot be forged. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Whether the connection's peer is one of TRUSTED_PROXIES (Express's compiled `trust proxy`). */
type TrustPeer = (address: string, hop: number) => boolean;

function resolveRequestId(incoming: string | undefined): string {
  return incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Keeps the id a trusted proxy (the web, a load balancer) gave the request, so one id follows it
 * through every process; anyone else's is replaced. Answered in the X-Request-Id header.
 */
export const requestIdMiddleware =
  (trust: TrustPeer): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
    const trusted = trust(req.socket.remoteAddress ?? '', 0);
    const id = resolveRequestId(trusted && typeof incoming === 'string' ? incoming : undefined);
    req.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };

/**
 * Makes the request id the current one for the rest of the request's work. Mounted after the body
 * parsers: their callbacks run in the socket's async context, which would lose it.
 */
export const requestContextMiddleware = (req: Request, _res: Response, next: NextFunction): void =>
  runWithRequestId(req.requestId, next);
