import { WEB_READER_COOKIES } from '@crowd/contracts/session';

const YEAR_S = 365 * 24 * 3600;

/**
 * Tells this host that the browser runs the app's script, so it may be sent a page shared with the
 * crowd's readers whose own parts beyond the top bar it fills in itself (an idea page, `/ideas`;
 * issue 27, decision 041). A browser without JavaScript never sets it and keeps getting such pages
 * of its own.
 */
export function markScripted(): void {
  if (document.cookie.split('; ').some((pair) => pair.startsWith(`${WEB_READER_COOKIES.scripted}=`))) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${WEB_READER_COOKIES.scripted}=1; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}
