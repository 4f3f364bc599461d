import type { TCategoryListResponse, TCrowdViewIdeasResponse, TErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { loader as rootLoader } from '~/root';
import { action as categoryAction, loader as categoryLoader } from '~/routes/$categorySlug';
import { action as indexAction, loader as indexLoader } from '~/routes/_index';
import { mockApi } from '../mocks/api';
import { makeCategory } from '../mocks/crowd-admin-factories';
import { makeCrowdView, makeUser } from '../mocks/factories';
import { makeIdea } from '../mocks/home-factories';
import { server, setupMockApi } from '../mocks/server';
import { DEMO, MAIN, pageWasShared, routeArgs, sharedPageFillsReaderParts, settle } from '../route-args';

setupMockApi();

interface HomeBody {
  home: {
    category: { id: number; name: string } | null;
    filter: string | null;
    cursor: string | null;
    categories: { id: number; slug: string }[];
    page: { failed: boolean; ideas?: { id: number }[]; nextCursor?: string | null };
    banner: { kind: string } | null;
  } | null;
}

/** The demo crowd with `categories`, answering ideas through `ideas` and recording each query. */
function demoCrowd({
  crowd = makeCrowdView({ subdomain: 'demo' }),
  categories = [] as TCategoryListResponse,
  ideas = (): TCrowdViewIdeasResponse => ({ ideas: [makeIdea(crowd.id)], nextCursor: null }),
} = {}) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd)),
    mockApi('listCrowdViewCategories', () => HttpResponse.json(categories)),
    mockApi('listCrowdViewIdeas', ({ request, params }) => {
      expect(params.crowdId).toBe(String(crowd.id));
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(ideas());
    }),
  );
  return { crowd, queries };
}

const homeAt = async (path: string, cookie?: string) => {
  const slug = new URL(path, 'http://x').pathname.slice(1);
  const args = routeArgs(DEMO, path, { cookie, params: slug ? { categorySlug: decodeURIComponent(slug) } : {} });
  return settle<HomeBody>(slug ? categoryLoader(args) : indexLoader(args));
};

describe("the crowd's home", () => {
  it('asks the API for a page of 20 with the filter and cursor of the address, and cards what it answers', async () => {
    const crowd = makeCrowdView({ subdomain: 'demo' });
    const { queries } = demoCrowd({
      crowd,
      ideas: () => ({ ideas: [makeIdea(crowd.id, { id: 71 }), makeIdea(crowd.id, { id: 70 })], nextCursor: '3:70' }),
    });
    const page = await homeAt('/?filter=most_likes&cursor=4:80');
    expect(queries.map((query) => Object.fromEntries(query))).toEqual([
      { filter: 'most_likes', cursor: '4:80', limit: '20' },
    ]);
    expect(page.body?.home).toMatchObject({
      filter: 'most_likes',
      cursor: '4:80',
      category: null,
      page: { failed: false, ideas: [{ id: 71 }, { id: 70 }], nextCursor: '3:70' },
    });
  });

  it('makes as many API calls for 20 cards as for 1 (none per card)', async () => {
    const callsFor = async (cards: number) => {
      const crowd = makeCrowdView({ subdomain: 'demo' });
      demoCrowd({
        crowd,
        ideas: () => ({ ideas: Array.from({ length: cards }, () => makeIdea(crowd.id)), nextCursor: null }),
      });
      let calls = 0;
      const count = () => {
        calls += 1;
      };
      server.events.on('request:start', count);
      const page = await homeAt('/');
      server.events.removeListener('request:start', count);
      expect(page.body?.home?.page.ideas).toHaveLength(cards);
      return calls;
    };
    expect(await callsFor(20)).toBe(await callsFor(1));
  });

  it('ignores a filter or cursor it does not know and shows the first page of all ideas', async () => {
    const { queries } = demoCrowd();
    const page = await homeAt('/?filter=best&cursor=x%3Bdrop');
    expect(Object.fromEntries(queries[0]!)).toEqual({ limit: '20' });
    expect(page.body?.home).toMatchObject({ filter: null, cursor: null });
  });

  it("shows a category's ideas under its slug, with the filter, and answers 404 to a slug it does not know", async () => {
    const crowd = makeCrowdView({ subdomain: 'demo' });
    const water = makeCategory(crowd.id, { name: 'Clean Water' });
    const { queries } = demoCrowd({ crowd, categories: [water, makeCategory(crowd.id, { name: 'Parks' })] });
    const page = await homeAt('/clean-water?filter=featured');
    expect(Object.fromEntries(queries[0]!)).toEqual({ categoryId: String(water.id), filter: 'featured', limit: '20' });
    expect(page.body?.home?.category).toMatchObject({ id: water.id, name: 'Clean Water' });

    const unknown = await homeAt('/no-such-category');
    expect(unknown.status).toBe(404);
    expect(queries).toHaveLength(1);
  });

  it('is a 404 for any single segment on the main site, as before', async () => {
    const viewed = await settle(categoryLoader(routeArgs(MAIN, '/anything', { params: { categorySlug: 'anything' } })));
    expect(viewed.status).toBe(404);
    const posted = await settle(
      categoryAction(routeArgs(MAIN, '/anything', { params: { categorySlug: 'anything' }, form: { banner: 'intro' } })),
    );
    expect(posted.status).toBe(404);
  });

  it('says the ideas could not be loaded when the API fails, and keeps the page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const crowd = makeCrowdView({ subdomain: 'demo' });
    server.use(
      mockApi('getCrowdViewByDomain', () => HttpResponse.json(crowd)),
      mockApi('listCrowdViewIdeas', () => HttpResponse.json<TErrorBody>({ error: 'default_error' }, { status: 500 })),
    );
    const page = await homeAt('/');
    expect(page.status).toBe(200);
    expect(page.body?.home?.page).toEqual({ failed: true });
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`/api/crowdView/ideas/${crowd.id}`));
    expect(pageWasShared()).toBe(false);
  });

  it("lets the page cache share a public crowd's home, read for a visitor or a reader (whose page it keys by role)", async () => {
    demoCrowd();
    await homeAt('/?filter=featured');
    expect(pageWasShared()).toBe(true);

    server.use(mockApi('getUser', () => HttpResponse.json(makeUser())));
    await homeAt('/', 'crowd_sid=s');
    expect(pageWasShared()).toBe(true);
    // Its reader parts are the top bar alone: shared with browsers without script as rendered (decision 041).
    expect(sharedPageFillsReaderParts()).toBe(false);
  });
});

describe('the slideshow', () => {
  it('shows on the first page when the crowd displays it, and stays closed once closed (per crowd)', async () => {
    const { crowd } = demoCrowd();
    expect((await homeAt('/')).body?.home?.banner).toEqual({ kind: 'slideshow' });
    expect((await homeAt('/?cursor=1:5')).body?.home?.banner).toBeNull();

    const closed = await settle(
      indexAction(routeArgs(DEMO, '/?index&filter=featured', { form: { banner: 'slideshow' } })),
    );
    expect(closed.status).toBe(302);
    expect(closed.location).toBe('/?filter=featured');
    const cookie = closed.headers.getSetCookie().find((value) => value.startsWith('crowd_home_closed='));
    expect(cookie).toMatch(/HttpOnly/i);
    const flag = cookie!.split(';')[0]!;
    expect((await homeAt('/', flag)).body?.home?.banner).toBeNull();

    demoCrowd({ crowd: makeCrowdView({ subdomain: 'demo', id: crowd.id + 1 }) });
    expect((await homeAt('/', flag)).body?.home?.banner).toEqual({ kind: 'slideshow' });
  });

  it('refuses an unknown banner without setting anything', async () => {
    demoCrowd();
    const posted = await settle(indexAction(routeArgs(DEMO, '/?index', { form: { banner: 'everything' } })));
    expect(posted.status).toBe(400);
    expect(posted.headers.getSetCookie()).toEqual([]);
  });
});

describe('a private crowd', () => {
  const privateCrowd = (role: 'CROWD_FOLLOWER' | null) =>
    makeCrowdView({ subdomain: 'demo', privateCrowd: true, role, features: null });

  it('sends a signed-out visitor of any of its pages to sign in and back to the same path and query', async () => {
    const { queries } = demoCrowd({ crowd: privateCrowd(null) });
    const root = await settle(rootLoader(routeArgs(DEMO, '/clean-water?filter=most_likes')));
    expect(root.status).toBe(302);
    expect(root.location).toBe(`/login?redirectUrl=${encodeURIComponent('/clean-water?filter=most_likes')}`);
    const account = await settle(rootLoader(routeArgs(DEMO, '/idea/12')));
    expect(account.location).toBe(`/login?redirectUrl=${encodeURIComponent('/idea/12')}`);
    expect((await homeAt('/')).body?.home).toBeNull();
    expect(queries).toEqual([]);
  });

  it('lets a signed-out visitor open its sign-in, registration and legal pages', async () => {
    demoCrowd({ crowd: privateCrowd(null) });
    for (const path of ['/login', '/register', '/forgotPassword', '/privacyPolicy']) {
      const root = await settle(rootLoader(routeArgs(DEMO, path)));
      expect([path, root.status]).toEqual([path, 200]);
    }
  });

  it('shows a signed-in outsider the private screen (403) and none of its ideas', async () => {
    const { queries } = demoCrowd({ crowd: privateCrowd(null) });
    server.use(mockApi('getUser', () => HttpResponse.json(makeUser())));
    const root = await settle<{ access: string }>(rootLoader(routeArgs(DEMO, '/', { cookie: 'crowd_sid=s' })));
    expect(root.status).toBe(403);
    expect(root.body?.access).toBe('private');
    expect((await homeAt('/', 'crowd_sid=s')).body?.home).toBeNull();
    expect(queries).toEqual([]);
  });

  it('shows its members its ideas', async () => {
    const { queries } = demoCrowd({ crowd: privateCrowd('CROWD_FOLLOWER') });
    server.use(mockApi('getUser', () => HttpResponse.json(makeUser())));
    const root = await settle<{ access: string }>(rootLoader(routeArgs(DEMO, '/', { cookie: 'crowd_sid=s' })));
    expect(root.body?.access).toBe('ok');
    expect((await homeAt('/', 'crowd_sid=s')).body?.home?.page.failed).toBe(false);
    expect(queries).toHaveLength(1);
    expect(pageWasShared()).toBe(false);
  });
});
