import { redirect, type AppLoadContext } from '@remix-run/node';
import type { TCrowdSite } from '@crowd/contracts/hosts';
import { getEnv } from './env.server';

/** Main-site-only routes: on any other host they send the visitor to `/`. */
export function requireMainSite(context: AppLoadContext): void {
  if (context.site.kind !== 'main') throw redirect('/');
}

/** Crowd-site-only routes: on any other host they send the visitor to `/`. */
export function requireCrowdSite(context: AppLoadContext): TCrowdSite {
  if (context.site.kind !== 'crowd') throw redirect('/');
  return context.site;
}

/** Absolute URL of the main site (links from crowd hosts and e-mails; never built from a raw Host header). */
export function mainSiteUrl(path = '/'): string {
  const env = getEnv();
  return `${env.PUBLIC_PROTOCOL}://${env.MAIN_HOST}${path}`;
}
