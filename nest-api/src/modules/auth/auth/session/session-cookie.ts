import { SESSION_COOKIE_NAME } from '@crowd/contracts';
import type { CookieOptions } from 'express';

/** Decision 004: the one session cookie, host-only (no Domain attribute). */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const sessionCookieOptions = (secure: boolean): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure,
});
