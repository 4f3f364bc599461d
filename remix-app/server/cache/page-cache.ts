import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE_NAME, WEB_PAGE_COOKIES } from '@crowd/contracts/session';
import type { SecurityHeaders } from '../security-headers.js';
import { createResponseCache, sendStored, type StoredResponse } from './response-cache.js';

const SHARED_COOKIES: readonly string[] = Object.values(WEB_PAGE_COOKIES);

/** The browser's cookies by name, parsed as the app's own cookies are (Remix uses `cookie` too: the first of a repeated name wins). */
const cookiesOf = (req: IncomingMessage): Map<string, string> =>
  new Map(Object.entries(parseCookies(req.headers.cookie ?? '')));

/** `buffer` cut at every occurrence of `separator` (which is left out). */
function splitBuffer(buffer: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(separator); at >= 0; at = buffer.indexOf(separator, from)) {
    pieces.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(buffer.subarray(from));
  return pieces;
}

const header = (req: IncomingMessage, name: string): string => String(req.headers[name] ?? '');

/**
 * Everything a page shared among signed-out visitors may depend on: the host (and the forwarding
 * headers a trusted proxy left), the path and query, the language asked for and the web's own
 * page cookies. Null for anyone else: a browser with a session or any other cookie of ours, a
 * data request, and a browser's page view before silent single sign-on asked the login host
 * about it (the app may bounce that one, decision 004).
 */
function pageKeyOf(req: IncomingMessage): string | null {
  const url = req.url ?? '/';
  if (/[?&]_data=/.test(url)) return null;
  const cookies = cookiesOf(req);
  if (cookies.has(SESSION_COOKIE_NAME) || [...cookies.keys()].some((name) => !SHARED_COOKIES.includes(name)))
    return null;
  if (!cookies.has(WEB_PAGE_COOKIES.ssoChecked) && header(req, 'accept').includes('text/html')) return null;
  return [
    url,
    header(req, 'host'),
    header(req, 'x-forwarded-host'),
    header(req, 'x-forwarded-proto'),
    header(req, 'accept-language'),
    ...SHARED_COOKIES.map((name) => cookies.get(name) ?? ''),
  ].join('\n');
}

/** What a shared page still does for each visitor it is shown to (an idea page counts the view). */
type OnEachVisit = (req: IncomingMessage, res: ServerResponse) => void;

interface PageNote {
  /** The CSP nonce the page was rendered with. */
  nonce: string;
  onEachVisit: OnEachVisit | undefined;
}

export interface PageCache {
  /** Empties the cache on every write, including those proxied to the API: mount before the proxy. */
  clearOnWrites: RequestHandler;
  /** Serves and keeps shared pages: mount right before the Remix handler. */
  middleware: RequestHandler;
  /**
   * Marks this response as a page every signed-out visitor with its key may be shown;
   * `onEachVisit` runs for each later visitor it is served to from the cache.
   */
  share: (res: ServerResponse, onEachVisit?: OnEachVisit) => void;
}

/**
 * The web's page cache (decision 025): a page a loader marked as shared (`context.sharePage()`: a
 * public crowd's home or idea page read for a signed-out visitor) is answered to the next signed-out visitors
 * with the same key for `ttlMs`, without running loaders or React. Each answer gets its own CSP
 * nonce: the stored page's nonce is replaced by this response's, in the body and the header.
 */
export function createPageCache({
  ttlMs,
  securityHeaders,
}: {
  ttlMs: () => number;
  securityHeaders: Pick<SecurityHeaders, 'nonceOf'>;
}): PageCache {
  /** The pages loaders marked as shared, with what each still does per visitor. */
  const shared = new WeakMap<ServerResponse, OnEachVisit | undefined>();
  /** Each stored page's bytes around its nonce, cut once: a hit only joins them around its own. */
  const pieces = new WeakMap<StoredResponse<PageNote>, Buffer[]>();
  const piecesOf = (stored: StoredResponse<PageNote>): Buffer[] => {
    let known = pieces.get(stored);
    if (!known) {
      known = stored.note.nonce ? splitBuffer(stored.body, Buffer.from(stored.note.nonce)) : [stored.body];
      pieces.set(stored, known);
    }
    return known;
  };
  const cache = createResponseCache<IncomingMessage, ServerResponse, PageNote>({
    ttlMs,
    keyOf: pageKeyOf,
    shareable: (_req, res) => shared.has(res),
    noteOf: (res) => ({ nonce: securityHeaders.nonceOf(res), onEachVisit: shared.get(res) }),
    serve: (req, res, stored) => {
      const nonce = securityHeaders.nonceOf(res);
      const policy = stored.headers['content-security-policy'];
      const nonceBytes = Buffer.from(nonce);
      const body = Buffer.concat(piecesOf(stored).flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece])));
      sendStored(res, stored, {
        body,
        headers:
          typeof policy === 'string' && stored.note.nonce
            ? { 'content-security-policy': policy.split(stored.note.nonce).join(nonce) }
            : {},
      });
      try {
        stored.note.onEachVisit?.(req, res);
      } catch (error) {
        // The visitor has the page; what it still does for them must not turn into an error response.
        console.error('[web] a shared page failed to do its part for a visit', error);
      }
    },
  });
  return {
    clearOnWrites: (req, res, next) => cache.clearOnWrites(req, res, next),
    middleware: (req, res, next) => cache.middleware(req, res, next),
    share: (res, onEachVisit) => shared.set(res, onEachVisit),
  };
}
