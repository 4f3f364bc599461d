import type { TPublicCrowdLinksResponse } from '@crowd/contracts';
import type { AppLoadContext } from '@remix-run/node';
import { api } from '~/lib/api.server';
import { mainSiteUrl } from '~/lib/site.server';

/** The main site's pages for everyone (spec 2.1), home first. */
const MAIN_PAGES = ['/', '/intro', '/serviceAgreement', '/privacyPolicy'] as const;

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * Every public crowd's site. A failed read is a 503, never a sitemap without the crowds: a
 * crawler retries the one and would drop the crowds it no longer finds in the other.
 */
export async function loadPublicCrowdLinks(args: {
  request: Request;
  context: AppLoadContext;
}): Promise<TPublicCrowdLinksResponse> {
  const result = await api(args).request('listPublicCrowdLinks');
  if (result.ok) return result.data;
  console.error(`[web] GET /api/public/crowdLinks failed: ${result.status} ${result.error.key}`);
  throw new Response(null, { status: 503 });
}

/** sitemap.xml: the main pages and the public crowds' sites, by the canonical URLs the API gives them. */
export function sitemapXml(crowds: readonly { link: string }[]): string {
  const urls = [...MAIN_PAGES.map((path) => mainSiteUrl(path)), ...crowds.map((crowd) => `${crowd.link}/`)];
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
