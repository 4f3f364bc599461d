import { createHmac, timingSafeEqual } from 'node:crypto';
import { serialize } from 'cookie';
import { READER_CLASS_MAX_AGE_S, SESSION_COOKIE_NAME, WEB_READER_COOKIES } from '@crowd/contracts/session';

/** A role as the crowd view names it (`FOLLOWER`, `ADMIN`, …), or `none` for a signed-in reader outside the crowd. */
const CLASS = /^[A-Z_]{1,32}$|^none$/;

/**
 * `cookies` are the request's by name; `site` is the host headers the page cache keys a page by
 * (Host and X-Forwarded-Host), so a cookie is good only where it was issued.
 */
export interface ReaderClasses {
  /** The Set-Cookie that names this reader's role on this site for `READER_CLASS_MAX_AGE_S`. */
  issue: (cookies: Map<string, string>, site: string, role: string | null, secure: boolean) => string | null;
  /** The role the request's `crowd_reader` names, if it is ours, unexpired, and bound to this session and site. */
  classOf: (cookies: Map<string, string>, site: string) => string | null;
}

/**
 * The reader class of a shared signed-in page (docs/performance.md, issue 27): a page of their own
 * tells the web the reader's role in the host's crowd, and for a minute after it their pages may be
 * the one rendered for that role. The cookie is an HMAC over the role, its expiry, the session
 * cookie's value and the host headers the page cache keys by, so it cannot be carried to another
 * session, another crowd's host or past its minute; a role changed meanwhile is read again then.
 */
export function createReaderClasses(secret: () => string, now: () => number = Date.now): ReaderClasses {
  const macOf = (site: string, session: string, role: string, expires: number): Buffer =>
    createHmac('sha256', secret()).update(['reader-class', site, session, role, expires].join('\n')).digest();

  return {
    issue: (cookies, site, role, secure) => {
      const session = cookies.get(SESSION_COOKIE_NAME);
      const readerClass = role ?? 'none';
      if (!session || !CLASS.test(readerClass)) return null;
      const expires = Math.floor(now() / 1000) + READER_CLASS_MAX_AGE_S;
      const mac = macOf(site, session, readerClass, expires).toString('base64url');
      return serialize(WEB_READER_COOKIES.readerClass, `${readerClass}.${expires}.${mac}`, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: READER_CLASS_MAX_AGE_S,
      });
    },
    classOf: (cookies, site) => {
      const session = cookies.get(SESSION_COOKIE_NAME);
      const [readerClass, expiresText, macText, ...rest] = (cookies.get(WEB_READER_COOKIES.readerClass) ?? '').split(
        '.',
      );
      if (
        !session ||
        rest.length > 0 ||
        !readerClass ||
        !CLASS.test(readerClass) ||
        !/^[1-9]\d{0,11}$/.test(expiresText ?? '')
      )
        return null;
      const expires = Number(expiresText);
      if (expires * 1000 <= now()) return null;
      const expected = macOf(site, session, readerClass, expires);
      const given = Buffer.from(macText ?? '', 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? readerClass : null;
    },
  };
}
