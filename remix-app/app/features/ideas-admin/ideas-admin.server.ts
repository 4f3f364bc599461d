import { data, type AppLoadContext } from '@remix-run/node';
import { isCrowdStaff, type TCrowdRole } from '@crowd/contracts/enums';
import { parseId, type TIdeaAdmin, type TIdeaListResponse } from '@crowd/contracts/schemas';
import { listAdminCrowds } from '~/features/crowd-admin/crowd-admin.server';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { requireUser, type RouteArgs, type SignedIn } from '~/lib/guards.server';
import { perRequest } from '~/lib/request-cache.server';
import { requireMainSite } from '~/lib/site.server';
import type { ToastInput } from '~/lib/toast';
import { redirectWithToast } from '~/lib/toast.server';
import { failedRead } from '~/lib/api-failure.server';
import { DELETE_PARAM, IDEAS_PATH } from './ideas-paths';

export type { RouteArgs } from '~/lib/guards.server';

const IDEAS = Symbol('admin ideas');

export const IDEA_NOT_FOUND: ToastInput = { type: 'ERROR', message: 'crowdAdmin:ideas.notFound' };

/** GET /idea once per request: the user's own ideas and those of the crowds the user runs (decision 024). */
function listIdeas(signedIn: SignedIn, args: RouteArgs): Promise<TIdeaListResponse> {
  return perRequest(args.context as AppLoadContext, IDEAS, async () => {
    const result = await signedIn.api.request('listIdeas');
    if (result.ok) return result.data;
    failedRead(args.request, result.status, 'GET /api/idea');
  });
}

/** What the user may do with an idea, as far as the page offers it (the API decides). */
interface IdeaRights {
  /** The crowd's staff edit it, change its state, read its comments, stats and answers. */
  administer: boolean;
  /** Its owner and the crowd's admins delete it. */
  remove: boolean;
}

export interface IdeasArea extends SignedIn {
  ideas: TIdeaListResponse;
  rightsOf: (idea: TIdeaAdmin) => IdeaRights;
}

/** /ideas and /ideas/{ideaId}: main site, signed in; the user's ideas and the roles in their crowds. */
async function requireIdeasArea(args: RouteArgs): Promise<IdeasArea> {
  requireMainSite(args.context);
  const signedIn = await requireUser(args);
  const [ideas, crowds] = await Promise.all([listIdeas(signedIn, args), listAdminCrowds(signedIn, args)]);
  const roles = new Map<number, TCrowdRole | null>(crowds.map((crowd) => [crowd.id, crowd.role]));
  const rightsOf = (idea: TIdeaAdmin): IdeaRights => {
    const role = roles.get(idea.crowdId) ?? null;
    return {
      administer: isCrowdStaff(role),
      remove: role === 'CROWD_ADMIN' || (idea.ownerId !== null && idea.ownerId === signedIn.user.id),
    };
  };
  return { ...signedIn, ideas, rightsOf };
}

export interface AdminIdea extends IdeasArea {
  idea: TIdeaAdmin;
}

/**
 * /ideas/{ideaId} and its tabs: an idea the user administers, else back to /ideas (spec 2: "an
 * unknown idea id redirects to /ideas"), which covers unknown ids and other people's ideas alike.
 */
export async function requireAdminIdea(args: RouteArgs & { params: { ideaId?: string } }): Promise<AdminIdea> {
  const area = await requireIdeasArea(args);
  const idea = area.ideas.find((candidate) => String(candidate.id) === args.params.ideaId);
  if (!idea || !area.rightsOf(idea).administer) throw await redirectWithToast(IDEAS_PATH, IDEA_NOT_FOUND);
  return { ...area, idea };
}

/** /ideas: the table's rows (sorted and paged in the page, from the URL). */
export async function loadIdeas(args: RouteArgs) {
  const { ideas, rightsOf } = await requireIdeasArea(args);
  const rows = ideas.map((idea) => ({
    id: idea.id,
    name: idea.name,
    crowdId: idea.crowdId,
    crowdTitle: idea.crowdTitle,
    ideaState: idea.ideaState,
    tags: idea.tags,
    likeCount: idea.likeCount,
    commentCount: idea.commentCount,
    link: idea.link,
    ...rightsOf(idea),
  }));
  // Without JavaScript, ?delete=<id> asks in the page instead of a dialog.
  const confirmId = parseId(new URL(args.request.url).searchParams.get(DELETE_PARAM));
  return data({
    ideas: rows,
    confirmDeleteId:
      confirmId !== undefined && rows.some((row) => row.id === confirmId && row.remove) ? confirmId : null,
  });
}

/** The table's one form: delete an idea (DELETE /idea/{crowdId}/{ideaId}), back to the table as it was. */
export async function ideasAction(args: RouteArgs): Promise<Response> {
  const area = await requireIdeasArea(args);
  const form = await readFormData(args.request);
  const url = new URL(args.request.url);
  url.searchParams.delete(DELETE_PARAM);
  url.searchParams.delete('index');
  const back = `${url.pathname}${url.search}`;

  const idea = area.ideas.find((candidate) => String(candidate.id) === form.get('ideaId'));
  if (!idea) return redirectWithToast(back, IDEA_NOT_FOUND);
  const result = await area.api.request('deleteIdea', { params: { crowdId: idea.crowdId, ideaId: idea.id } });
  if (result.ok) return redirectWithToast(back, { message: result.data.message });
  if (result.status === 404) return redirectWithToast(back, IDEA_NOT_FOUND);
  return failedActionResponse(result.error, { request: args.request, fields: [], redirectTo: back });
}
