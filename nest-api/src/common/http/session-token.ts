import { SESSION_COOKIE_NAME } from '@crowd/contracts';
import type { Request } from 'express';

/** A cookie of the request (cookie-parser's), if it is a string. */
export const cookieOf = (req: Request, name: string): string | undefined => {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

const asToken = (value: string | undefined): string | undefined =>
  value !== undefined && value.length > 0 && value.length <= 256 ? value : undefined;

/** The session cookie's token the request presents, if it looks like one (the auth module resolves it). */
export const presentedToken = (req: Request): string | undefined => asToken(cookieOf(req, SESSION_COOKIE_NAME));

/** The same from a raw Cookie header (a request Express never parsed: the socket.io handshake). */
export const presentedTokenIn = (cookieHeader: string | undefined): string | undefined => {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE_NAME) continue;
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
