import { data, type AppLoadContext } from '@remix-run/node';
import { ideaRightsOf } from '@crowd/contracts/enum-values';
import type { TCrowdRole } from '@crowd/contracts/enums';
import { IDEA_LIST_SORTS, parseId, type TIdeaAdmin, type TIdeaListQueryInput } from '@crowd/contracts/schemas';
import { parseTableState } from '~/components/ui/data-table';
import { listAdminCrowds } from '~/features/crowd-admin/crowd-admin.server';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { apiHref } from '~/lib/api.server';
import { readerClassOf, rendersForReaders } from '~/lib/cache.server';
import { ideasPartsForReaders } from './ideas-reader-slots.server';
import { requireUser, type RouteArgs, type SignedIn } from '~/lib/guards.server';
import { perRequest } from '~/lib/request-cache.server';
import { requireMainSite } from '~/lib/site.server';
import type { ToastInput } from '~/lib/toast';
import { redirectWithToast } from '~/lib/toast.server';
import { failedRead } from '~/lib/api-failure.server';
import { ideaRow, type IdeaRights } from './idea-rows';
import { DELETE_PARAM, IDEAS_PATH } from './ideas-paths';

export type { RouteArgs } from '~/lib/guards.server';

export const IDEA_NOT_FOUND: ToastInput = { type: 'ERROR', message: 'crowdAdmin:ideas.notFound' };

type RightsOf = (idea: TIdeaAdmin) => IdeaRights;

/** /ideas and /ideas/{ideaId}: main site, signed in; what the user's roles in their crowds allow. */
async function requireIdeasArea(args: RouteArgs): Promise<SignedIn & { rightsOf: RightsOf }> {
  requireMainSite(args.context);
  const signedIn = await requireUser(args);
  const crowds = await listAdminCrowds(signedIn, args);
  const roles = new Map<number, TCrowdRole | null>(crowds.map((crowd) => [crowd.id, crowd.role]));
  const rightsOf = (idea: TIdeaAdmin): IdeaRights => ideaRightsOf(roles.get(idea.crowdId), idea, signedIn.user.id);
  return { ...signedIn, rightsOf };
}

/** GET /idea/{ideaId} once per request; undefined for an id the API does not list for the user. */
function findAdminIdea(signedIn: SignedIn, args: RouteArgs, ideaId: string | null | undefined) {
  const id = parseId(ideaId);
  if (id === undefined) return Promise.resolve(undefined);
  return perRequest(
    args.context as AppLoadContext,
    Symbol.for(`admin idea ${id}`),
    async (): Promise<TIdeaAdmin | undefined> => {
      const result = await signedIn.api.request('getAdminIdea', { params: { ideaId: id } });
      if (result.ok) return result.data;
      if (result.status === 404) return undefined;
      failedRead(args.request, result.status, 'GET /api/idea/{ideaId}');
    },
  );
}

export interface AdminIdea extends SignedIn {
  idea: TIdeaAdmin;
  rightsOf: RightsOf;
}

/**
 * /ideas/{ideaId} and its tabs: an idea the user administers, else back to /ideas (spec 2: "an
 * unknown idea id redirects to /ideas"), which covers unknown ids and other people's ideas alike.
 */
export async function requireAdminIdea(args: RouteArgs & { params: { ideaId?: string } }): Promise<AdminIdea> {
  const area = await requireIdeasArea(args);
  const idea = await findAdminIdea(area, args, args.params.ideaId);
  if (!idea || !area.rightsOf(idea).administer) throw await redirectWithToast(IDEAS_PATH, IDEA_NOT_FOUND);
  return { ...area, idea };
}

/** The table's state in the URL as the API's query: its column ids are the API's sort names. */
function listQuery(url: URL): TIdeaListQueryInput {
  const state = parseTableState(url.searchParams);
  const sort = IDEA_LIST_SORTS.find((name) => name === state.sort);
  return { ...(sort ? { sort, dir: state.dir } : {}), page: state.page, size: String(state.size) };
}

/**
 * /ideas: one page of the table, sorted and paged by the API from the URL's table state. Rendered
 * for every signed-in reader of the main site (issue 27), the page carries no row: the reader's
 * browser fetches their page of the table with their top bar from `readerPartsPath`. A page that
 * asks in place to confirm a deletion (?delete=id, without JavaScript) is never shared.
 */
export async function loadIdeas(args: RouteArgs) {
  // Only the main site has a reader class without a crowd: elsewhere `requireIdeasArea` turns the request away.
  const url = new URL(args.request.url);
  const shareable = !url.searchParams.has(DELETE_PARAM);
  // The reader's rows come from their reader call: the script's, or the web's for a browser without it.
  const share = () => args.context.sharePage({ fillForReader: ideasPartsForReaders(listQuery(url)) });
  if (shareable && rendersForReaders(args.context, readerClassOf(args.context.site, null))) {
    share();
    return data({
      ideas: null,
      total: 0,
      page: 1,
      confirmDeleteId: null,
      readerPartsPath: apiHref('getIdeasReader', {}, listQuery(url)),
    });
  }
  const { api, rightsOf } = await requireIdeasArea(args);
  const result = await api.request('listIdeas', { query: listQuery(url) });
  if (!result.ok) failedRead(args.request, result.status, 'GET /api/idea');
  const { ideas, total, page } = result.data;
  const rows = ideas.map((idea) => ideaRow(idea, rightsOf(idea)));
  if (shareable) share();
  // Without JavaScript, ?delete=<id> asks in the page instead of a dialog.
  const confirmId = parseId(url.searchParams.get(DELETE_PARAM));
  return data({
    ideas: rows,
    total,
    page,
    confirmDeleteId:
      confirmId !== undefined && rows.some((row) => row.id === confirmId && row.remove) ? confirmId : null,
    readerPartsPath: null,
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

  const ideaId = form.get('ideaId');
  const idea = await findAdminIdea(area, args, typeof ideaId === 'string' ? ideaId : undefined);
  if (!idea) return redirectWithToast(back, IDEA_NOT_FOUND);
  const result = await area.api.request('deleteIdea', { params: { crowdId: idea.crowdId, ideaId: idea.id } });
  if (result.ok) return redirectWithToast(back, { message: result.data.message });
  if (result.status === 404) return redirectWithToast(back, IDEA_NOT_FOUND);
  return failedActionResponse(result.error, { request: args.request, fields: [], redirectTo: back });
}
