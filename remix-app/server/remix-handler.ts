import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { bufferedBody } from './body-limit.js';

export interface RemixHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

function toHeaders(incoming: ExpressRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(incoming)) {
    for (const value of Array.isArray(values) ? values : values === undefined ? [] : [values]) {
      headers.append(name, value);
    }
  }
  return headers;
}

/**
 * The Fetch request of an Express request, as @remix-run/express builds it, except that its body
 * is the one `readBoundedBody` already read within its limit (that adapter streams `req` itself,
 * past any limit).
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : bufferedBody(res.locals);
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method: req.method,
    headers: toHeaders(req.headers),
    body: body ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  // Append, not set: the headers already on `res` (security headers, Set-Cookie) stay.
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) res.flushHeaders();
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** Remix behind Express, as @remix-run/express runs it: loaders and actions see a body within the web's limits. */
export function createRemixHandler({ build, mode, getLoadContext }: RemixHandlerOptions): RequestHandler {
  const handleRequest = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
