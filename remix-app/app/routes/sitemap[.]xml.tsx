import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPublicCrowdLinks, sitemapXml } from '~/features/seo/sitemap.server';

/** The main site's sitemap; crowd sites and the login host have none. */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.site.kind !== 'main') throw new Response(null, { status: 404 });
  return new Response(sitemapXml(await loadPublicCrowdLinks(args)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
