import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { seesSsoHint } from '@crowd/contracts/hosts';
import {
  READER_SLOT_ATTRIBUTE,
  SESSION_COOKIE_NAME,
  WEB_PAGE_COOKIES,
  WEB_READER_COOKIES,
} from '@crowd/contracts/session';
import type { SecurityHeaders } from '../security-headers.js';
import type { ReaderClasses } from './reader-class.js';
import { createResponseCache, sendStored, type StoredResponse } from './response-cache.js';

const SHARED_COOKIES: readonly string[] = Object.values(WEB_PAGE_COOKIES);
/** Cookies a shared page may ignore: what they change is filled in by the browser (or is the key's reader class). */
const READER_COOKIES: readonly string[] = Object.values(WEB_READER_COOKIES);

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

const SLOT_OPEN = `<noscript ${READER_SLOT_ATTRIBUTE}="`;
const SLOT_OPEN_BYTES = Buffer.from(SLOT_OPEN);
const SLOT_END_BYTES = Buffer.from('"></noscript>');
const SLOT_NAME = /^[a-z0-9-]{1,64}$/;

/** A stored page's bytes, and where each answer puts its own nonce and, for a reader without script, their parts. */
type PagePiece = Buffer | { nonce: true } | { slot: string; empty: Buffer };
const NONCE_PIECE: PagePiece = { nonce: true };

/** A stored page cut at its nonce and its empty reader slots (decision 042), once: a hit only joins the pieces. */
function cutPage(body: Buffer, nonce: string): PagePiece[] {
  const pieces: PagePiece[] = [];
  const text = (bytes: Buffer): void => {
    if (!nonce) return void pieces.push(bytes);
    splitBuffer(bytes, Buffer.from(nonce)).forEach((piece, i) =>
      pieces.push(...(i === 0 ? [piece] : [NONCE_PIECE, piece])),
    );
  };
  let from = 0;
  for (let at = body.indexOf(SLOT_OPEN_BYTES); at >= 0; at = body.indexOf(SLOT_OPEN_BYTES, at + 1)) {
    const nameAt = at + SLOT_OPEN_BYTES.length;
    const end = body.indexOf(SLOT_END_BYTES, nameAt);
    const name = end < 0 ? '' : body.toString('latin1', nameAt, end);
    if (!SLOT_NAME.test(name)) continue;
    text(body.subarray(from, at));
    from = end + SLOT_END_BYTES.length;
    pieces.push({ slot: name, empty: body.subarray(at, from) });
  }
  text(body.subarray(from));
  return pieces;
}

/** A page from its pieces, with this answer's nonce and, where given, a reader's parts in their slots. */
function joinPage(pieces: PagePiece[], nonce: string, parts: ReadonlyMap<string, string> | null): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(
    pieces.map((piece) => {
      if (Buffer.isBuffer(piece)) return piece;
      if ('nonce' in piece) return nonceBytes;
      const part = parts?.get(piece.slot);
      return part === undefined ? piece.empty : Buffer.from(`${SLOT_OPEN}${piece.slot}">${part}</noscript>`);
    }),
  );
}

const header = (req: IncomingMessage, name: string): string => String(req.headers[name] ?? '');

/** The host a page is for: Host and the X-Forwarded-Host a trusted proxy left (a reader cookie is bound to it). */
const siteOf = (req: IncomingMessage): string => `${header(req, 'host')}\n${header(req, 'x-forwarded-host')}`;

/**
 * Everything a page shared among signed-out visitors may depend on: the host (and the forwarding
 * headers a trusted proxy left), the path and query, the language asked for and the web's own
 * page cookies.
 */
const sharedKeyParts = (req: IncomingMessage, cookies: Map<string, string>): string[] => [
  req.url ?? '/',
  siteOf(req),
  header(req, 'x-forwarded-proto'),
  header(req, 'accept-language'),
  ...SHARED_COOKIES.map((name) => cookies.get(name) ?? ''),
];

/** Whether the browser holds a cookie of ours that none of the shared pages' keys accounts for (a flash toast). */
const holdsOwnCookie = (cookies: Map<string, string>): boolean =>
  [...cookies.keys()].some(
    (name) => name !== SESSION_COOKIE_NAME && !SHARED_COOKIES.includes(name) && !READER_COOKIES.includes(name),
  );

/** What tells whether the app may bounce a signed-out page view through the login host (decisions 004, 039). */
export interface SilentSignOn {
  /** The domain the login host's hint is kept over; null: none (every host bounces). */
  hintDomain: string | null;
  /** The host the browser used, as the app resolves it. */
  hostOf: (req: IncomingMessage) => string;
}

/**
 * Whether the app may bounce this signed-out HTML page view through the login host: it has not
 * asked lately, and where the hint is kept, the browser holds it.
 */
const mayBounce = (req: IncomingMessage, cookies: Map<string, string>, signOn: SilentSignOn): boolean =>
  !cookies.has(WEB_PAGE_COOKIES.ssoChecked) &&
  header(req, 'accept').includes('text/html') &&
  (!seesSsoHint(signOn.hostOf(req), signOn.hintDomain) || cookies.has(WEB_PAGE_COOKIES.ssoHint));

interface PageKey {
  key: string;
  /** The signed-in reader's class the key is for; null for a signed-out visitor's page. */
  readerClass: string | null;
  /** The browser has run the app's script on this host (`crowd_js`). */
  scripted: boolean;
}

/**
 * A request's page key, for a signed-out visitor's page (decision 025) or, with its reader class,
 * for a signed-in reader whose role on this host a reader cookie names (decision 041: with or
 * without the app's script); null for anyone else: a browser with any other cookie of ours, a data
 * request, and a signed-out browser's page view the app may bounce through the login host
 * (`mayBounce`).
 */
function pageKeyOf(req: IncomingMessage, readerClasses: ReaderClasses, signOn: SilentSignOn): PageKey | null {
  if (/[?&]_data=/.test(req.url ?? '/')) return null;
  const cookies = cookiesOf(req);
  if (holdsOwnCookie(cookies)) return null;
  const scripted = cookies.has(WEB_READER_COOKIES.scripted);
  if (cookies.has(SESSION_COOKIE_NAME)) {
    const readerClass = readerClasses.classOf(cookies, siteOf(req));
    return readerClass === null
      ? null
      : { key: ['reader', readerClass, ...sharedKeyParts(req, cookies)].join('\n'), readerClass, scripted };
  }
  if (mayBounce(req, cookies, signOn)) return null;
  return { key: sharedKeyParts(req, cookies).join('\n'), readerClass: null, scripted };
}

/** What a shared page still does for each visitor it is shown to (an idea page counts the view). */
type OnEachVisit = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * One reader's own parts of a page rendered for every reader of their role, as markup by slot
 * name, for a browser without the app's script; null when they cannot be had (the reader's session
 * ended: the page is then rendered as their own).
 */
type FillForReader = (req: IncomingMessage, res: ServerResponse) => Promise<ReadonlyMap<string, string> | null>;

interface ShareOptions {
  onEachVisit?: OnEachVisit;
  fillForReader?: FillForReader;
}

interface PageNote {
  /** The CSP nonce the page was rendered with. */
  nonce: string;
  onEachVisit: OnEachVisit | undefined;
  fillForReader: FillForReader | undefined;
}

export interface PageCache {
  /** Empties the cache on every write, including those proxied to the API: mount before the proxy. */
  clearOnWrites: RequestHandler;
  /** Serves and keeps shared pages: mount right before the Remix handler. */
  middleware: RequestHandler;
  /**
   * Marks this response as a page every visitor with its key may be shown: signed-out visitors,
   * or signed-in readers of the same role once the page was rendered without its reader's own parts
   * (`renderedForReaders`). `onEachVisit` runs for each later visitor it is served to from the cache.
   * `fillForReader`: the page has reader parts of its own beyond the top bar (an idea's like and
   * rating, `/ideas`'s rows), which the app's script fills in: for a browser that has not run it,
   * this gives them per request, for the stored page's slots (decision 042).
   */
  share: (res: ServerResponse, options?: ShareOptions) => void;
  /**
   * The reader class this request's page is to be rendered for, without the reader's own parts
   * (their browser fills those in): set when the page's path was shared with readers before and
   * the browser's reader cookie names a class. Null: the page is the reader's own.
   */
  readerRenderOf: (req: IncomingMessage) => string | null;
  /** The root rendered this response without its reader's own parts, for `readerRenderOf`'s class. */
  renderedForReaders: (res: ServerResponse) => void;
  /** The reader cookie for a signed-in reader of this role; null when there is none to set (no session). */
  readerCookie: (req: IncomingMessage, role: string | null, secure: boolean) => string | null;
}

/**
 * The web's page cache (decision 025): a page a loader marked as shared (`context.sharePage()`: a
 * public crowd's home or idea page, the landing, read for a signed-out visitor) is answered to the
 * next signed-out visitors with the same key for `ttlMs`, without running loaders or React.
 * Signed-in readers share a page per reader class the same way (issue 27, decision 038: their role
 * in a public crowd, or the main site's one class): once a loader shared a path for a reader, the
 * next reader of that class gets it rendered without their own parts (the user menu and bell, an
 * idea's like and rating), which their browser fetches with one API call. A browser that has not run
 * the app's script gets such a page where its reader parts are the top bar alone, whose links the
 * page carries for it (decision 041), or where the page fills that reader's parts into its slots per
 * request (`fillForReader`, decision 042). Each answer gets its own CSP nonce: the stored page's
 * nonce is replaced by this response's, in the body and the header.
 */
export function createPageCache({
  ttlMs,
  securityHeaders,
  readerClasses,
  silentSignOn,
}: {
  ttlMs: () => number;
  securityHeaders: Pick<SecurityHeaders, 'nonceOf'>;
  readerClasses: ReaderClasses;
  silentSignOn: SilentSignOn;
}): PageCache {
  /** The pages loaders marked as shared, with what each still does per visitor. */
  const shared = new WeakMap<ServerResponse, Pick<ShareOptions, 'onEachVisit' | 'fillForReader'>>();
  /** Each signed-in reader's request with its reader key. */
  const readerKeys = new WeakMap<IncomingMessage, string>();
  /**
   * The reader keys whose page a loader shared when it was rendered for one reader in full, with
   * whether its reader parts need the app's script: only these are rendered without the reader's own
   * parts, so a page that is never shared (a form) keeps its reader's menu in its own HTML.
   */
  const readerPages = new LRUCache<string, { fillsReaderParts: boolean }>({ max: 5000 });
  /** The reader classes of the requests now rendered for every reader of their class. */
  const readerRenders = new WeakMap<IncomingMessage, string>();
  /** The requests of browsers without the script that get a shared page with their own parts filled in. */
  const toFill = new WeakSet<IncomingMessage>();
  /** The responses the root rendered without their reader's own parts. */
  const renderedForReaders = new WeakSet<ServerResponse>();
  /** Each stored page cut once (`cutPage`). */
  const pieces = new WeakMap<StoredResponse<PageNote>, PagePiece[]>();
  const piecesOf = (stored: StoredResponse<PageNote>): PagePiece[] => {
    let known = pieces.get(stored);
    if (!known) {
      known = cutPage(stored.body, stored.note.nonce);
      pieces.set(stored, known);
    }
    return known;
  };
  const cache = createResponseCache<IncomingMessage, ServerResponse, PageNote>({
    ttlMs,
    keyOf: (req) => {
      const page = pageKeyOf(req, readerClasses, silentSignOn);
      if (!page?.readerClass) return page?.key ?? null;
      readerKeys.set(req, page.key);
      const known = readerPages.get(page.key);
      if (!known) return null;
      if (known.fillsReaderParts && !page.scripted) toFill.add(req);
      readerRenders.set(req, page.readerClass);
      return page.key;
    },
    shareable: (req, res) => shared.has(res) && (!readerKeys.has(req) || renderedForReaders.has(res)),
    noteOf: (res) => ({
      nonce: securityHeaders.nonceOf(res),
      onEachVisit: shared.get(res)?.onEachVisit,
      fillForReader: shared.get(res)?.fillForReader,
    }),
    servesOwnFill: (req) => toFill.has(req),
    serve: (req, res, stored, next) => {
      const nonce = securityHeaders.nonceOf(res);
      const policy = stored.headers['content-security-policy'];
      const send = (parts: ReadonlyMap<string, string> | null): void => {
        sendStored(res, stored, {
          body: joinPage(piecesOf(stored), nonce, parts),
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
      };
      const { fillForReader } = stored.note;
      if (!toFill.has(req) || !fillForReader) return send(null);
      const ownPage = (): void => {
        // Rendered again as the reader's own, unless this request's render was the stored page (then sent as it is).
        if (!next) return send(null);
        readerRenders.delete(req);
        next();
      };
      fillForReader(req, res).then(
        (parts) => (parts ? send(parts) : ownPage()),
        (error: unknown) => {
          console.error('[web] a shared page failed to fill in its reader parts', error);
          ownPage();
        },
      );
    },
  });
  return {
    clearOnWrites: (req, res, next) => cache.clearOnWrites(req, res, next),
    middleware: (req, res, next) => cache.middleware(req, res, next),
    share: (res, { onEachVisit, fillForReader } = {}) => {
      shared.set(res, { onEachVisit, fillForReader });
      const readerKey = readerKeys.get(res.req);
      if (readerKey === undefined) return;
      readerPages.set(readerKey, { fillsReaderParts: fillForReader !== undefined });
    },
    readerRenderOf: (req) => readerRenders.get(req) ?? null,
    renderedForReaders: (res) => renderedForReaders.add(res),
    readerCookie: (req, role, secure) => readerClasses.issue(cookiesOf(req), siteOf(req), role, secure),
  };
}
