import type { TSite } from '@crowd/contracts/hosts';
import { mainSiteUrl } from '~/lib/site.server';

/** Pages of a person, never worth indexing on either site. */
const PERSONAL_PATHS = ['/account', '/crowds', '/ideas', '/subscription', '/createIdea'];

/**
 * robots.txt of the host asked: the login host serves sign-in only and is kept out; the main site
 * names its sitemap; a crowd's site keeps its personal pages out like the main site does.
 */
export function robotsTxt(site: TSite): string {
  if (site.kind === 'login') return 'User-agent: *\nDisallow: /\n';
  const lines = ['User-agent: *', ...PERSONAL_PATHS.map((path) => `Disallow: ${path}`)];
  if (site.kind === 'main') lines.push('', `Sitemap: ${mainSiteUrl('/sitemap.xml')}`);
  return `${lines.join('\n')}\n`;
}
