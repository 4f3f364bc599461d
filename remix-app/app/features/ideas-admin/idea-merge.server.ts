import { data } from '@remix-run/node';
import { parseId } from '@crowd/contracts/schemas';
import { foldSearchText } from '@crowd/contracts/text';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { redirectWithToast } from '~/lib/toast.server';
import { IDEA_NOT_FOUND, requireAdminIdea, type AdminIdea, type RouteArgs } from './ideas-admin.server';
import { IDEAS_PATH, ideaMergePath, ideaTabPath, MERGE_SEARCH_PARAM, MERGE_TARGET_PARAM } from './ideas-paths';

type IdeaRouteArgs = RouteArgs & { params: { ideaId?: string } };

/** How many candidates the picker lists at once: a search narrows them. */
const CANDIDATES_MAX = 20;

/** The ideas the source may go into: the same crowd's other ideas (merged ones are not listed by the API). */
function candidatesOf({ idea, ideas }: AdminIdea): AdminIdea['ideas'] {
  return ideas.filter((other) => other.crowdId === idea.crowdId && other.id !== idea.id);
}

const card = (idea: AdminIdea['idea']) => ({
  id: idea.id,
  name: idea.name,
  ideaState: idea.ideaState,
  likeCount: idea.likeCount,
  commentCount: idea.commentCount,
});

/**
 * /ideas/{ideaId}/merge: the crowd's other ideas whose names hold every word searched (`?q=`),
 * most liked first; with `?into=<id>` the confirmation of merging into that one. Works without
 * JavaScript: the search is a GET form, picking a link, the merge a POST.
 */
export async function loadIdeaMerge(args: IdeaRouteArgs) {
  const area = await requireAdminIdea(args);
  const params = new URL(args.request.url).searchParams;
  const search = (params.get(MERGE_SEARCH_PARAM) ?? '').trim();
  // Case and accents aside, by the search's own folding: "zelene" finds "Zelené".
  const words = foldSearchText(search).split(' ').filter(Boolean);
  const candidates = candidatesOf(area);
  const matching = candidates
    .filter((other) => words.every((word) => foldSearchText(other.name).includes(word)))
    .sort((a, b) => b.likeCount - a.likeCount || b.id - a.id)
    .slice(0, CANDIDATES_MAX);
  const targetId = parseId(params.get(MERGE_TARGET_PARAM));
  const target = targetId === undefined ? undefined : candidates.find((other) => other.id === targetId);
  return data({
    source: card(area.idea),
    crowdTitle: area.idea.crowdTitle,
    search,
    candidates: matching.map(card),
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
