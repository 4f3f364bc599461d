import type { TPublicCrowdCard, TPublicIdeaCard } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loader as indexLoader } from '~/routes/_index';
import { loader as introLoader } from '~/routes/intro';
import { loader as sitemapLoader } from '~/routes/sitemap[.]xml';
import { mockApi } from '../mocks/api';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, getArgs, MAIN, pageWasShared, routeArgs, settle } from '../route-args';

setupMockApi();

const crowdCard: TPublicCrowdCard = {
  id: 1,
  title: 'Demo Crowd',
  description: 'A sample crowd',
  createdAt: '2026-01-01T00:00:00.000Z',
  ideaCount: 30,
  likeSum: 120,
  featuredImageId: null,
  link: 'http://demo.localhost:3000',
};

const ideaCard = (id: number): TPublicIdeaCard => ({
  id,
  name: `Idea ${id}`,
  description: 'Plant trees',
  crowdId: 1,
  crowdTitle: 'Demo Crowd',
  createdAt: '2026-01-01T00:00:00.000Z',
  creatorName: 'Ann',
  likeCount: id,
  commentCount: 0,
  featuredImageId: null,
  link: `http://demo.localhost:3000/idea/${id}`,
});

function landingApi({ recentFails = false } = {}) {
  server.use(
    mockApi('listPublicCrowds', () => HttpResponse.json([crowdCard])),
    mockApi('listMostLikedIdeas', () => HttpResponse.json([ideaCard(2), ideaCard(1)])),
    mockApi('listRecentIdeas', () =>
      recentFails ? HttpResponse.json({ error: 'default_error' }, { status: 500 }) : HttpResponse.json([ideaCard(1)]),
    ),
  );
}

interface IntroBody {
  lists: { crowds: TPublicCrowdCard[]; mostLiked: TPublicIdeaCard[]; recent: TPublicIdeaCard[] };
}

describe('/intro', () => {
  it('reads the three public lists and lets the page be shared with other signed-out visitors', async () => {
    landingApi();
    const page = await settle<IntroBody>(introLoader(routeArgs(MAIN, '/intro')));
    expect(page.body?.lists).toEqual({
      crowds: [crowdCard],
      mostLiked: [ideaCard(2), ideaCard(1)],
      recent: [ideaCard(1)],
    });
    expect(pageWasShared()).toBe(true);
  });

  it('is offered to the page cache for a signed-in visitor too: it keeps only a render without their top bar', async () => {
    landingApi();
    await settle(introLoader(getArgs('/intro')));
    expect(pageWasShared()).toBe(true);
  });

  it('shows a failed list as placeholders, logs it, and keeps that page to itself', async () => {
    landingApi({ recentFails: true });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await settle<IntroBody>(introLoader(routeArgs(MAIN, '/intro')));
    expect(page.body?.lists.recent).toEqual([]);
    expect(page.body?.lists.crowds).toEqual([crowdCard]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /api/public/ideas/recent failed: 500'));
    expect(pageWasShared()).toBe(false);
    error.mockRestore();
  });

  it('is a page of the main site only', async () => {
    const page = await settle(introLoader(routeArgs(DEMO, '/intro')));
    expect(page).toMatchObject({ status: 302, location: '/' });
  });
});

describe('/ on the main site', () => {
  it('is offered to the page cache signed out and signed in (the cache keeps a signed-in render only without its top bar)', async () => {
    await settle(indexLoader(routeArgs(MAIN, '/')));
    expect(pageWasShared()).toBe(true);
    await settle(indexLoader(getArgs('/')));
    expect(pageWasShared()).toBe(true);
  });
});

describe('/sitemap.xml', () => {
  it("lists the main pages and every public crowd on the main site, and is missing on a crowd's", async () => {
    const links = Array.from({ length: 12 }, (_, index) => ({ link: `http://crowd-${index}.localhost:3000` }));
    server.use(mockApi('listPublicCrowdLinks', () => HttpResponse.json(links)));
    const response = (await sitemapLoader(routeArgs(MAIN, '/sitemap.xml'))) as Response;
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/intro</loc>');
    for (const { link } of links) expect(xml).toContain(`<loc>${link}/</loc>`);
    await expect(settle(sitemapLoader(routeArgs(DEMO, '/sitemap.xml')))).resolves.toMatchObject({ status: 404 });
  });

  it('answers 503, not a sitemap without the crowds, when the API cannot list them', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mockApi('listPublicCrowdLinks', () => HttpResponse.json({ error: 'default_error' }, { status: 500 })));
    await expect(settle(sitemapLoader(routeArgs(MAIN, '/sitemap.xml')))).resolves.toMatchObject({ status: 503 });
  });
});
