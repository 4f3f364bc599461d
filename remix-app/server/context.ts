import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppLoadContext } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { resolveSite, type TSite, type TSiteHosts } from '@crowd/contracts/hosts';
import { resolveClient, type TrustProxy } from './forwarded.js';
import type { PageCache } from './cache/page-cache.js';
import { requestIdOf } from './request-id.js';
import type { SecurityHeaders } from './security-headers.js';
import type { ViewTally } from './view-tally.js';

/** A later visit the page cache answers with a shared page, as a loader's arguments (without params). */
interface Visit {
  request: Request;
  context: AppLoadContext;
}

/** What the Express layer hands every loader and action (typed as Remix's AppLoadContext). */
interface WebLoadContext {
  site: TSite;
  /** The host the browser used, lowercased (X-Forwarded-Host only from TRUSTED_PROXIES). */
  host: string;
  /** The request's id (X-Request-Id): sent with every API call, so the API's logs name it too. */
  requestId: string;
  /** The client's address as the web resolved it (TRUSTED_PROXIES), forwarded to the API as X-Forwarded-For. */
  clientAddress: string;
  protocol: 'http' | 'https';
  /**
   * Adds a Set-Cookie header to this request's response, whatever its routes answer: the one place
   * the API's session cookies land (the request's API client calls it for each).
   */
  setCookie: (cookie: string) => void;
  /**
   * Lets the page cache show this page to every signed-out visitor with the same language and page
   * cookies for a moment (decision 025), and to every signed-in reader of a public crowd with the
   * same role (issue 27): call it only for a page whose loaders read nothing of their reader but the
   * role. `onEachVisit` gets each later visit the cache answers, as a loader's arguments (without
   * params): what the page still does per visitor (an idea page counts the view).
   * `fillForReader`: rendered for readers, the page leaves out parts of its own beyond the top bar,
   * which the app's script fills in; this gives them as markup by slot for one visit by a browser
   * without the script, which the page cache puts in the page's slots (decision 042): null when it
   * cannot (the visitor is no longer signed in), and the visitor gets a page of their own.
   */
  sharePage: (options?: {
    onEachVisit?: (visit: Visit) => void;
    fillForReader?: (visit: Visit) => Promise<ReadonlyMap<string, string> | null>;
  }) => void;
  /**
   * The shared signed-in render (issue 27): `renderClass` is the reader class this page is being
   * rendered for, without its reader's own parts, or null for a page of the reader's own. The root
   * calls `rendered()` when it left those parts out, or `remember(role)` on a page of their own.
   */
  readers: {
    renderClass: string | null;
    rendered: () => void;
    remember: (role: string | null) => void;
  };
  /** Counts one signed-out view of an idea, sent to the API with the others of the moment (`ViewTally`). */
  tallyView: (ideaId: number) => void;
  /** This response's Content Security Policy. */
  csp: {
    /** The nonce every inline script of the page carries. */
    nonce: string;
    /** Allows Google Analytics on this page (a crowd whose gaCode is set). */
    allowAnalytics: () => void;
  };
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}

export interface LoadContextOptions {
  hosts: TSiteHosts;
  protocol: 'http' | 'https';
  trust: TrustProxy;
  securityHeaders: Pick<SecurityHeaders, 'nonceOf' | 'allowAnalytics'>;
  pageCache: Pick<PageCache, 'share' | 'readerRenderOf' | 'renderedForReaders' | 'readerCookie'>;
  viewTally: Pick<ViewTally, 'add'>;
}

/** A request as loaders get it, for a page the cache answers without Remix. */
function fetchRequestOf(req: ExpressRequest, host: string, protocol: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return new Request(`${protocol}://${host}${req.originalUrl}`, { headers });
}

export function createLoadContext(
  req: ExpressRequest,
  res: ExpressResponse,
  options: LoadContextOptions,
): AppLoadContext {
  const { hosts, protocol, trust, securityHeaders, pageCache, viewTally } = options;
  const client = resolveClient(req, trust);
  return {
    site: resolveSite(client.host, hosts),
    host: client.host,
    clientAddress: client.address,
    requestId: requestIdOf(req),
    protocol,
    setCookie: (cookie) => {
      if (!res.headersSent) res.append('Set-Cookie', cookie);
    },
    sharePage: ({ onEachVisit, fillForReader } = {}) => {
      // One visit's arguments for all the page does for it.
      const visits = new WeakMap<IncomingMessage, Visit>();
      const visitOf = (visitReq: IncomingMessage, visitRes: ServerResponse): Visit => {
        let visit = visits.get(visitReq);
        if (!visit) {
          const context = createLoadContext(visitReq as ExpressRequest, visitRes as ExpressResponse, options);
          visit = { request: fetchRequestOf(visitReq as ExpressRequest, context.host, protocol), context };
          visits.set(visitReq, visit);
        }
        return visit;
      };
      pageCache.share(res, {
        onEachVisit: onEachVisit && ((visitReq, visitRes) => onEachVisit(visitOf(visitReq, visitRes))),
        fillForReader: fillForReader && ((visitReq, visitRes) => fillForReader(visitOf(visitReq, visitRes))),
      });
    },
    readers: {
      renderClass: pageCache.readerRenderOf(req),
      rendered: () => pageCache.renderedForReaders(res),
      remember: (role) => {
        const cookie = pageCache.readerCookie(req, role, protocol === 'https');
        if (cookie && !res.headersSent) res.append('Set-Cookie', cookie);
      },
    },
    tallyView: (ideaId) => viewTally.add(ideaId),
    csp: {
      nonce: securityHeaders.nonceOf(res),
      allowAnalytics: () => securityHeaders.allowAnalytics(req, res),
    },
  };
}
