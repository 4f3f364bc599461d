/** The API's host-only session cookie (decision 004); the web reads only whether a request carries it. */
export const SESSION_COOKIE_NAME = 'crowd_sid';

/**
 * The web's own cookies that a page may read without a session. A page shared among signed-out
 * visitors (decision 025) is shared only among browsers holding the same values of these, and a
 * browser with any other cookie of ours gets a page of its own.
 */
export const WEB_PAGE_COOKIES = {
  /** The language the visitor chose. */
  locale: 'lng',
  /** This host asked the login host for a session lately (silent single sign-on). */
  ssoChecked: 'crowd_sso_checked',
  /** The crowd home banners the visitor closed for good. */
  homeBannersClosed: 'crowd_home_closed',
  /**
   * Set by the login host over the main site's domain while this browser holds a master session
   * (decision 039): no secret, only whether silent single sign-on has anything to find.
   */
  ssoHint: 'crowd_sso_hint',
} as const;

/**
 * The web's cookies that let a signed-in reader of a public crowd be shown a page rendered once for
 * every reader of the same role (issue 27, docs/performance.md). Neither changes what a signed-out
 * visitor's shared page holds, so such a page ignores them.
 */
export const WEB_READER_COOKIES = {
  /** This browser has run the app's script, so it fills a shared page's own parts (an idea's like and rating, `/ideas`'s rows) in itself. */
  scripted: 'crowd_js',
  /** The reader's role in this host's crowd, signed by the web and bound to the session cookie and the host. */
  readerClass: 'crowd_reader',
} as const;

/** Seconds a reader's role is taken from `crowd_reader` before a page of their own reads it again. */
export const READER_CLASS_MAX_AGE_S = 60;

/**
 * The attribute naming an empty `<noscript>` slot of a page shared with a role's readers: the web's
 * page cache fills it with one reader's own part for a browser without the app's script (decision
 * 042). Slot names are lower-case letters, digits and dashes.
 */
export const READER_SLOT_ATTRIBUTE = 'data-reader-slot';
