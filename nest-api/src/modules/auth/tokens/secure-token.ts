import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what a cookie, a link or a code carries. */
export const newSecureToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token: its sha256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
