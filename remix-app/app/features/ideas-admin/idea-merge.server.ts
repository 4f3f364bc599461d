import { data } from '@remix-run/node';
import { parseId, type TIdea } from '@crowd/contracts/schemas';
import { failedRead } from '~/lib/api-failure.server';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { redirectWithToast } from '~/lib/toast.server';
import { IDEA_NOT_FOUND, requireAdminIdea, type AdminIdea, type RouteArgs } from './ideas-admin.server';
import { IDEAS_PATH, ideaMergePath, ideaTabPath, MERGE_SEARCH_PARAM, MERGE_TARGET_PARAM } from './ideas-paths';

type IdeaRouteArgs = RouteArgs & { params: { ideaId?: string } };

/** How many candidates the picker lists at once: a search narrows them. */
const CANDIDATES_MAX = 20;

const card = (idea: Pick<TIdea, 'id' | 'name' | 'ideaState' | 'likeCount' | 'commentCount'>) => ({
  id: idea.id,
  name: idea.name,
  ideaState: idea.ideaState,
  likeCount: idea.likeCount,
  commentCount: idea.commentCount,
});

/**
 * The crowd's other ideas the source may go into, most liked first: with words, those whose name,
 * description or comments hold every one (the crowd site's search; merged ideas never appear).
 */
async function candidatesOf({ idea, api }: AdminIdea, search: string, request: Request) {
  const result = await api.request('listCrowdViewIdeas', {
    params: { crowdId: idea.crowdId },
    query: { filter: 'most_likes', limit: CANDIDATES_MAX + 1, ...(search ? { search } : {}) },
  });
  if (!result.ok) failedRead(request, result.status, 'GET /api/crowdView/ideas/{crowdId}');
  return result.data.ideas.filter((other) => other.id !== idea.id).slice(0, CANDIDATES_MAX);
}

/** The confirmation's target: another idea of the same crowd that the user administers. */
async function targetOf(area: AdminIdea, targetId: number | undefined) {
  if (targetId === undefined || targetId === area.idea.id) return undefined;
  const result = await area.api.request('getAdminIdea', { params: { ideaId: targetId } });
  return result.ok && result.data.crowdId === area.idea.crowdId ? result.data : undefined;
}

/**
 * /ideas/{ideaId}/merge: the crowd's other ideas that hold every word searched (`?q=`), most liked
 * first; with `?into=<id>` the confirmation of merging into that one. Works without JavaScript:
 * the search is a GET form, picking a link, the merge a POST.
 */
export async function loadIdeaMerge(args: IdeaRouteArgs) {
  const area = await requireAdminIdea(args);
  const params = new URL(args.request.url).searchParams;
  const search = (params.get(MERGE_SEARCH_PARAM) ?? '').trim();
  const [candidates, target] = await Promise.all([
    candidatesOf(area, search, args.request),
    targetOf(area, parseId(params.get(MERGE_TARGET_PARAM))),
  ]);
  return data({
    source: card(area.idea),
    crowdTitle: area.idea.crowdTitle,
    search,
    candidates: candidates.map(card),
    target: target ? card(target) : null,
  });
}

/** POST: merges into the confirmed target (POST /idea/merge), then shows the target's admin page. */
export async function ideaMergeAction(args: IdeaRouteArgs): Promise<Response> {
  const { idea, api } = await requireAdminIdea(args);
  const form = await readFormData(args.request);
  const targetIdeaId = parseId(form.get('targetIdeaId'));
  if (targetIdeaId === undefined)
    return redirectWithToast(ideaMergePath(idea.id), { type: 'ERROR', message: 'validation_invalid_value' });
  const result = await api.request('mergeIdeas', {
    body: { crowdId: idea.crowdId, sourceIdeaId: idea.id, targetIdeaId },
  });
  if (result.ok) return redirectWithToast(ideaTabPath(targetIdeaId), { message: result.data.message });
  if (result.status === 404) return redirectWithToast(IDEAS_PATH, IDEA_NOT_FOUND);
  return failedActionResponse(result.error, { request: args.request, fields: [], redirectTo: ideaMergePath(idea.id) });
}
