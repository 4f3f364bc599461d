import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: what a cookie, a link or a code carries. */
export const newSecureToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token: its sha256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether `token` is the one `hash` was made of, compared in constant time. */
export const matchesHash = (token: string, hash: string): boolean => {
  const actual = Buffer.from(hashToken(token), 'utf8');
  const expected = Buffer.from(hash, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};
