import type { TPublicCrowdCard } from '@crowd/contracts';
import { mainSiteUrl } from '~/lib/site.server';

/** The main site's pages for everyone (spec 2.1), home first. */
export const MAIN_PAGES = ['/', '/intro', '/serviceAgreement', '/privacyPolicy'] as const;

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** sitemap.xml: the main pages and the public crowds' sites, by the canonical URLs the API gives them. */
export function sitemapXml(crowds: readonly TPublicCrowdCard[]): string {
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
