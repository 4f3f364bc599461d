import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { isCrowdStaff } from '@crowd/contracts/enums';
import { PAGE_SIZES } from '@crowd/contracts/limits';
import {
  ZCrowdViewIdeasQuery,
  ZIdeaFilter,
  type TCategory,
  type TCrowdView,
  type TIdeaFilter,
} from '@crowd/contracts/schemas';
import { categorySlugKey } from '@crowd/contracts/text';
import { customIntroOf, type CustomIntro } from '~/features/crowd/crowd-intro';
import { getVisibleCrowd, listSiteCategories } from '~/features/crowd/crowd.server';
import { api } from '~/lib/api.server';
import { readFormData } from '~/lib/form-data.server';
import { publicRead } from '~/lib/cache.server';
import { pagePath } from '~/lib/request-paths';
import { closedHomeBanners, closeHomeBanner, HOME_BANNERS, type HomeBanner } from './home-banner.server';
import { toIdeaCard, type IdeaCardData } from './idea-card-data';

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

interface SiteCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
}

/** The banner above the ideas: the default slideshow, the crowd's own intro, or none. */
export type HomeBannerView = { kind: 'slideshow' } | { kind: 'intro'; intro: CustomIntro } | null;

/** One page of cards, or `failed` when the API could not give it (the page says so and stays up). */
export type IdeasPage = { failed: false; ideas: IdeaCardData[]; nextCursor: string | null } | { failed: true };

const notFound = (): never => {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
};

/** `?filter=`, `?cursor=` and `?search=` as the API takes them; anything else is ignored (the first page, unfiltered). */
function listQuery(url: URL): { filter: TIdeaFilter | null; cursor: string | null; search: string | null } {
  const filter = ZIdeaFilter.safeParse(url.searchParams.get('filter'));
  const cursor = ZCrowdViewIdeasQuery.shape.cursor.safeParse(url.searchParams.get('cursor') ?? undefined);
  const search = ZCrowdViewIdeasQuery.shape.search.safeParse(url.searchParams.get('search') ?? undefined);
  return {
    filter: filter.success ? filter.data : null,
    cursor: (cursor.success && cursor.data) || null,
    search: (search.success && search.data) || null,
  };
}

async function loadIdeas(
  args: RouteArgs,
  crowd: TCrowdView,
  query: { categoryId: number | null; filter: TIdeaFilter | null; cursor: string | null; search: string | null },
): Promise<IdeasPage> {
  const { categoryId, filter, cursor, search } = query;
  const key = `ideas:${crowd.id}:${categoryId ?? ''}:${filter ?? ''}:${cursor ?? ''}:${search ?? ''}`;
  const result = await publicRead(args, crowd, key, (signal) =>
    api(args)
      .forCrowd(crowd)
      .request('listCrowdViewIdeas', {
        params: { crowdId: crowd.id },
        query: {
          categoryId: categoryId ?? undefined,
          filter: filter ?? undefined,
          cursor: cursor ?? undefined,
          search: search ?? undefined,
          limit: PAGE_SIZES.crowdIdeas,
        },
        signal,
      }),
  );
  if (!result.ok) {
    console.error(`[web] GET /api/crowdView/ideas/${crowd.id} failed: ${result.status} ${result.error.key}`);
    return { failed: true };
  }
  return { failed: false, ideas: result.data.ideas.map(toIdeaCard), nextCursor: result.data.nextCursor };
}

function bannerOf(crowd: TCrowdView, closed: Set<HomeBanner>): HomeBannerView {
  const intro = customIntroOf(crowd.themingData);
  if (intro) return closed.has('intro') ? null : { kind: 'intro', intro };
  if (crowd.themingData.displayDefaultSlideshow && !closed.has('slideshow')) return { kind: 'slideshow' };
  return null;
}

const toSiteCategory = ({ id, name, slug, description }: TCategory): SiteCategory => ({ id, name, slug, description });

/**
 * The crowd's home (`/`) or one category's page (`/{slug}`, spec 2.9): the category tabs, the
 * filter, one page of idea cards from `?cursor=` on, and the banner on the first page. An unknown
 * slug is a 404. Null while the host shows a blocking screen instead.
 */
export async function loadCrowdHome(args: RouteArgs, slug: string | null) {
  const { request, context } = args;
  const crowd = await getVisibleCrowd(request, context);
  if (!crowd) return null;
  const { filter, cursor, search } = listQuery(new URL(request.url));
  const categoriesRead = listSiteCategories(request, context, crowd).then((list) => list.map(toSiteCategory));

  let category: SiteCategory | null = null;
  if (slug !== null) {
    const key = categorySlugKey(slug);
    category = (await categoriesRead).find((known) => categorySlugKey(known.slug) === key) ?? notFound();
  }
  const [categories, page, closed] = await Promise.all([
    categoriesRead,
    loadIdeas(args, crowd, { categoryId: category?.id ?? null, filter, cursor, search }),
    closedHomeBanners(request, crowd.id),
  ]);
  // Nothing below depends on the reader beyond their role, which the page cache keys a signed-in
  // reader's page by (staff get the cards' state menus); a private crowd's page is never shared.
  if (!page.failed && !crowd.privateCrowd) context.sharePage();
  return {
    crowd: { id: crowd.id, title: crowd.title, description: crowd.description, hideTitle: crowd.hideTitle },
    /** The reader runs the crowd: the cards offer the state menu (spec 6); the API checks again. */
    staff: isCrowdStaff(crowd.role),
    categories,
    category,
    filter,
    cursor,
    /** The search box's text (the cards highlight its words), null without one. */
    search,
    page,
    banner: cursor || search ? null : bannerOf(crowd, closed),
  };
}
export type CrowdHomeData = NonNullable<Awaited<ReturnType<typeof loadCrowdHome>>>;

/**
 * Closing the slideshow or the intro (a plain form post, so it works without JavaScript):
 * remembered in a cookie, then back to the same page.
 */
export async function closeHomeBannerAction(args: RouteArgs) {
  const { request, context } = args;
  const crowd = await getVisibleCrowd(request, context);
  if (!crowd) return notFound();
  const banner = (await readFormData(request)).get('banner');
  const known = HOME_BANNERS.find((name) => name === banner);
  if (!known) return data({ error: 'validation_invalid_value' as const }, { status: 400 });
  const cookie = await closeHomeBanner(request, crowd.id, known);
  return redirect(pagePath(request, { keepSearch: true }), { headers: { 'Set-Cookie': cookie } });
}
