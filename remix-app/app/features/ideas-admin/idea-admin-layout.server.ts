import { data, redirect } from '@remix-run/node';
import { ZIdeaState } from '@crowd/contracts/enums';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { redirectWithToast } from '~/lib/toast.server';
import { IDEA_NOT_FOUND, requireAdminIdea, type RouteArgs } from './ideas-admin.server';
import { IDEAS_PATH, ideaTabPath } from './ideas-paths';

type IdeaRouteArgs = RouteArgs & { params: { ideaId?: string } };

/** /ideas/{ideaId}: the idea every tab works on (its name, crowd, state, tags and version). */
export async function loadIdeaAdminLayout(args: IdeaRouteArgs) {
  const { idea } = await requireAdminIdea(args);
  return data({
    idea: {
      id: idea.id,
      version: idea.version,
      name: idea.name,
      crowdId: idea.crowdId,
      crowdTitle: idea.crowdTitle,
      ideaState: idea.ideaState,
      tags: idea.tags,
      link: idea.link,
    },
  });
}

/** The tab the state menu was used on, to go back to it; the edit tab otherwise. */
function backTo(ideaId: number, posted: FormDataEntryValue | null): string {
  const tab = ideaTabPath(ideaId);
  return typeof posted === 'string' && (posted === tab || posted.startsWith(`${tab}/`)) ? posted : tab;
}

/**
 * The state menu (spec 4): PUT /idea/changeState with the version the page read. Picking the state
 * the idea is in sends nothing. Also a plain form without JavaScript.
 */
export async function ideaStateAction(args: IdeaRouteArgs): Promise<Response> {
  const { idea, api } = await requireAdminIdea(args);
  const form = await readFormData(args.request);
  const back = backTo(idea.id, form.get('back'));
  const state = ZIdeaState.safeParse(form.get('ideaState'));
  if (!state.success) return redirectWithToast(back, { type: 'ERROR', message: 'validation_idea_state' });
  if (state.data === idea.ideaState) return redirect(back);

  const version = Number(form.get('version'));
  const result = await api.request('changeIdeaState', {
    body: {
      id: idea.id,
      crowdId: idea.crowdId,
      version: Number.isSafeInteger(version) ? version : idea.version,
      ideaState: state.data,
    },
  });
  if (result.ok) return redirectWithToast(back, { message: result.data.message });
  if (result.status === 404) return redirectWithToast(IDEAS_PATH, IDEA_NOT_FOUND);
  return failedActionResponse(result.error, { request: args.request, fields: [], redirectTo: back });
}
