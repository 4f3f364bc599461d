import type { CookieOptions, Response } from 'express';

/** Decision 004: the one session cookie, host-only (no Domain attribute). */
export const SESSION_COOKIE = 'crowd_sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const sessionCookieOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
});

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(secure), maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}
