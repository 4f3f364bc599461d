import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadPublicCrowds } from '~/features/landing/intro.server';
import { sitemapXml } from '~/features/seo/sitemap.server';

/** The main site's sitemap; crowd sites and the login host have none. */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.site.kind !== 'main') throw new Response(null, { status: 404 });
  const crowds = await loadPublicCrowds(args);
  return new Response(sitemapXml(crowds.list), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
