import { request as httpRequest } from 'node:http';

/**
 * A browser's User-Agent (silent single sign-on bounces it) and a crawler's (never bounced).
 * Headless Chromium's own counts as a bot, so journeys that need single sign-on set BROWSER_UA.
 */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * One request straight to the web process on `port`, as any HTTP client would send it (no
 * redirects followed): `url`'s host goes in the Host header. Answers the status and Location.
 */
export const rawRequest = (port, url, headers) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `${target.pathname}${target.search}`,
        headers: { Host: target.host, Accept: 'text/html', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, location: response.headers.location }));
      },
    );
    request.on('error', reject);
    request.end();
  });

/** A browser context's cookies of one origin, as a Cookie header. */
export const cookieHeader = async (context, origin) =>
  (await context.cookies(origin)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
