import express from 'express';
import { listen, send } from '../test/http';
import { createSecurityHeaders, PERMISSIONS_POLICY } from './security-headers';

async function siteWith(protocol: 'http' | 'https', { analytics = false } = {}) {
  const headers = createSecurityHeaders({ protocol });
  const app = express();
  app.use(headers.middleware);
  app.use((req, res) => {
    if (analytics) headers.allowAnalytics(req, res);
    res.send(headers.nonceOf(res));
  });
  return listen(app);
}

const directive = (csp: string | string[] | undefined, name: string): string | undefined =>
  String(csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `) || part === name);

describe('the web’s security headers', () => {
  it('gives every page a CSP with a fresh nonce for its inline scripts, and no framing', async () => {
    const site = await siteWith('http');
    try {
      const [first, second] = [await send(site.port, {}), await send(site.port, {})];
      const csp = first.headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-${first.body}'`);
      expect(first.body).not.toBe(second.body);
      expect(first.body).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
      expect(directive(csp, 'script-src-attr')).toBe("script-src-attr 'none'");
      expect(directive(csp, 'upgrade-insecure-requests')).toBeUndefined();
      expect(csp).not.toContain('google');
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['x-frame-options']).toBe('DENY');
      expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(first.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      expect(first.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await site.close();
    }
  });

  it('adds HSTS and upgrades subresources only over https', async () => {
    const site = await siteWith('https');
    try {
      const { headers } = await send(site.port, {});
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directive(headers['content-security-policy'], 'upgrade-insecure-requests')).toBeDefined();
    } finally {
      await site.close();
    }
  });

  it('allows Google Analytics’ hosts only on a page that asks for them, keeping its nonce', async () => {
    const site = await siteWith('http', { analytics: true });
    try {
      const { headers, body: nonce } = await send(site.port, {});
      const csp = headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' https://*.googletagmanager.com`);
      expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
      expect(directive(csp, 'img-src')).toContain('https://*.google-analytics.com');
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    } finally {
      await site.close();
    }
  });
});
