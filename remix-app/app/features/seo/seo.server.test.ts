import type { TPublicCrowdCard } from '@crowd/contracts';
import { robotsTxt } from './robots.server';
import { sitemapXml } from './sitemap.server';

const crowd = (link: string): TPublicCrowdCard => ({
  id: 1,
  title: 'Green Co',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  ideaCount: 0,
  likeSum: 0,
  featuredImageId: null,
  link,
});

describe('robots.txt', () => {
  it('names the sitemap on the main site and keeps personal pages out', () => {
    const text = robotsTxt({ kind: 'main' });
    expect(text).toContain('Disallow: /account\n');
    expect(text).toContain('Disallow: /subscription\n');
    expect(text).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml\n$/);
  });

  it('keeps the login host out entirely and names no sitemap on a crowd site', () => {
    expect(robotsTxt({ kind: 'login' })).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt({ kind: 'crowd', by: 'subdomain', subdomain: 'demo' })).not.toContain('Sitemap');
  });
});

describe('sitemap.xml', () => {
  it('lists the main pages and each public crowd by its canonical URL', () => {
    const xml = sitemapXml([crowd('http://demo.localhost:3000'), crowd('https://ideas.example.com')]);
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/intro</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/privacyPolicy</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/serviceAgreement</loc>');
    expect(xml).toContain('<loc>http://demo.localhost:3000/</loc>');
    expect(xml).toContain('<loc>https://ideas.example.com/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });
});
