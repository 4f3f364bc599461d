import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestHost } from '../../../../common/http/request-host';
import { presentedToken } from '../../../../common/http/session-token';

/** What the auth services need to know of the browser behind a request; read here, in the HTTP layer. */
export interface BrowserContext {
  /** The host the browser sees, port included. */
  host: string;
  /** The session token the browser presented (`crowd_sid`), if any. */
  presentedToken: string | undefined;
  userAgent: string | null;
  ip: string | null;
}

const browserOf = (req: Request): BrowserContext => ({
  host: requestHost(req),
  presentedToken: presentedToken(req),
  userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
  ip: req.ip?.slice(0, 64) ?? null,
});

/** `@Browser() browser: BrowserContext` in a controller. */
export const Browser = createParamDecorator((_data: unknown, context: ExecutionContext): BrowserContext =>
  browserOf(context.switchToHttp().getRequest<Request>()),
);
