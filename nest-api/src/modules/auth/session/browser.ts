import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { requestHost } from '../../../common/http/request-host';
import { SESSION_COOKIE } from './session-cookie';

/** What the auth services need to know of the browser behind a request; read here, in the HTTP layer. */
export interface BrowserContext {
  /** The host the browser sees, port included. */
  host: string;
  /** The session token the browser presented (`crowd_sid`), if any. */
  presentedToken: string | undefined;
  userAgent: string | null;
  ip: string | null;
}

export const cookieOf = (req: Request, name: string): string | undefined => {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

const asToken = (value: string | undefined): string | undefined =>
  value !== undefined && value.length > 0 && value.length <= 256 ? value : undefined;

/** The presented session cookie's token, if it looks like one. */
export const presentedToken = (req: Request): string | undefined => asToken(cookieOf(req, SESSION_COOKIE));

/** The same from a raw Cookie header (a request Express never parsed: the socket.io handshake). */
export const presentedTokenIn = (cookieHeader: string | undefined): string | undefined => {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return asToken(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
  return undefined;
};

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
