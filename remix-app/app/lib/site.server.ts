import { redirect, type AppLoadContext } from '@remix-run/node';
import { getEnv } from './env.server';

/** Main-site-only routes: on any other host they send the visitor to `/`. */
export function requireMainSite(context: AppLoadContext): void {
  if (context.site.kind !== 'main') throw redirect('/');
}

/** Absolute URL of the main site (links from crowd hosts and e-mails; never built from a raw Host header). */
export function mainSiteUrl(path = '/'): string {
  const env = getEnv();
  return `${env.PUBLIC_PROTOCOL}://${env.MAIN_HOST}${path}`;
}
