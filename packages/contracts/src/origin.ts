/** Methods that change nothing by the HTTP rules: no origin to check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A browser's GET carries no Origin, so only these fetch sites prove it came from our own page or the address bar. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export interface TOriginCheck {
  method: string;
  /** A GET that changes state anyway (the spec's logout): checked as a write. */
  stateChangingGet?: boolean;
  /** The Origin header, when sent. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, when sent. */
  fetchSite: string | undefined;
  /** `{protocol}://{host}` of the site the request was made on (PUBLIC_PROTOCOL and the request's host). */
  ownOrigin: string;
}

/**
 * Whether a request may change state, for the web and the API alike. Every crowd host under the
 * main host is same-site, so SameSite cookies do not stop a form on one crowd posting to another:
 * a browser's write must come from the request's own origin, scheme and port included. Server-to-server
 * calls (the web process calling the API) send neither header.
 */
export function isOwnOrigin({ method, stateChangingGet = false, origin, fetchSite, ownOrigin }: TOriginCheck): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) && !stateChangingGet) return true;
  const site = fetchSite?.toLowerCase();
  // A sibling crowd host is same-site: without an Origin to compare, a GET must come from our own origin.
  const foreignSite = stateChangingGet ? site !== undefined && !OWN_FETCH_SITES.has(site) : site === 'cross-site';
  if (foreignSite) return false;
  return origin === undefined || origin.toLowerCase() === ownOrigin.toLowerCase();
}
