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
} as const;
