import type { TPublicCrowdCard, TPublicIdeaCard } from '@crowd/contracts';
import type { AppLoadContext } from '@remix-run/node';
import { api, type ApiResult } from '~/lib/api.server';
import { publicRead } from '~/lib/cache.server';

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

export interface IntroLists {
  crowds: TPublicCrowdCard[];
  mostLiked: TPublicIdeaCard[];
  recent: TPublicIdeaCard[];
}

/** One landing list; a failed read shows as an empty list (all placeholders) rather than an error page. */
async function readList<T>(
  args: RouteArgs,
  name: string,
  load: (signal: AbortSignal | undefined) => Promise<ApiResult<T[]>>,
): Promise<{ ok: boolean; list: T[] }> {
  const result = await publicRead(args, null, `landing:${name}`, load);
  if (result.ok) return { ok: true, list: result.data };
  console.error(`[web] GET /api/public/${name} failed: ${result.status} ${result.error.key}`);
  return { ok: false, list: [] };
}

/** The public crowds' preview. */
const loadPublicCrowds = (args: RouteArgs) =>
  readList(args, 'crowds', (signal) => api(args).request('listPublicCrowds', { signal }));

/**
 * The three public lists of /intro. They are the same for everyone, so the page is offered to the
 * page cache unless a list failed: shared with the next signed-out visitors (decision 025), and
 * with signed-in readers whose browser fills in their top bar (decision 038).
 */
export async function loadIntroLists(args: RouteArgs): Promise<IntroLists> {
  const [crowds, mostLiked, recent] = await Promise.all([
    loadPublicCrowds(args),
    readList(args, 'ideas/mostLiked', (signal) => api(args).request('listMostLikedIdeas', { signal })),
    readList(args, 'ideas/recent', (signal) => api(args).request('listRecentIdeas', { signal })),
  ]);
  if (crowds.ok && mostLiked.ok && recent.ok) args.context.sharePage();
  return { crowds: crowds.list, mostLiked: mostLiked.list, recent: recent.list };
}
