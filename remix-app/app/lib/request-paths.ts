/** The path of the page a request is for, without Remix's `?index` marker. */
export function pagePath(request: Request, { keepSearch = false } = {}): string {
  const url = new URL(request.url);
  url.searchParams.delete('index');
  url.searchParams.delete('_data');
  const search = keepSearch ? url.searchParams.toString() : '';
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The sign-in page, which brings the visitor back to `returnTo` (a path of this host) afterwards. */
export const loginUrl = (returnTo: string): string => `/login?redirectUrl=${encodeURIComponent(returnTo)}`;

/** Where a signed-out visitor goes: the sign-in page, which brings them back here afterwards. */
export const loginRedirectUrl = (request: Request): string => loginUrl(pagePath(request, { keepSearch: true }));
