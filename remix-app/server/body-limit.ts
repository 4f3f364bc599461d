import type { RequestHandler } from 'express';
import getRawBody from 'raw-body';
import { LIMITS } from '@crowd/contracts/limits';

/** What the web reads of a post, by kind: a file upload (multipart) carries its file and a form's fields. */
export const BODY_LIMITS = {
  form: LIMITS.formBodyBytesMax,
  multipart: LIMITS.uploadBytesMax + LIMITS.formBodyBytesMax,
} as const;

export const bodyLimitFor = (contentType: string | undefined): number =>
  /^\s*multipart\/form-data\b/i.test(contentType ?? '') ? BODY_LIMITS.multipart : BODY_LIMITS.form;

const hasBody = (headers: { 'transfer-encoding'?: string; 'content-length'?: string }): boolean =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';

/** The body read by `readBoundedBody`, for the Remix handler. */
export const bufferedBody = (locals: Record<string, unknown>): Buffer | undefined =>
  locals.body instanceof Buffer ? locals.body : undefined;

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * Reads a post's body into memory, up to its kind's limit, before Remix sees it: a Content-Length
 * over the limit gets 413 before a byte is read, a chunked body as soon as it passes the limit, and
 * the connection closes so the client stops sending. Nothing of the body is echoed.
 */
export const readBoundedBody: RequestHandler = (req, res, next) => {
  if (!hasBody(req.headers)) return next();
  getRawBody(req, { limit: bodyLimitFor(req.headers['content-type']), length: req.headers['content-length'] }).then(
    (body) => {
      res.locals.body = body;
      next();
    },
    (error: unknown) => {
      if (req.destroyed) return;
      const status = statusOf(error) === 413 ? 413 : 400;
      res.set('Connection', 'close');
      res
        .status(status)
        .type('text/plain')
        .send(status === 413 ? 'payload_too_large' : 'bad_request');
    },
  );
};
