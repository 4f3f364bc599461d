import { ZIdeaState } from '@crowd/contracts/enums';
import { localRedirectPath } from '@crowd/contracts/hosts';
import { redirect } from '@remix-run/node';
import { failedActionResponse } from '~/lib/failed-action.server';
import { redirectWithToast } from '~/lib/toast.server';
import { ideaPath, type IdeaOnSite } from './idea-page.server';

/**
 * The state menu of the crowd site's cards and idea page (spec 6: "an admin sees the change-state
 * button on idea cards and idea detail"): PUT /idea/changeState with the version the page read, so
 * a change made meanwhile is refused (409) rather than overwritten; the API decides who may (the
 * crowd's staff) and notifies. Back to the page the menu was on (`back`, a path of this site).
 */
export async function changeIdeaState(request: Request, onSite: IdeaOnSite, form: FormData): Promise<Response> {
  const { idea, client } = onSite;
  const back = localRedirectPath(form.get('back'), ideaPath(idea.id));
  const state = ZIdeaState.safeParse(form.get('ideaState'));
  if (!state.success) return redirectWithToast(back, { type: 'ERROR', message: 'validation_idea_state' });
  if (state.data === idea.ideaState) return redirect(back);
  const version = Number(form.get('version'));
  const response = await client.request('changeIdeaState', {
    body: {
      id: idea.id,
      crowdId: idea.crowdId,
      version: Number.isSafeInteger(version) ? version : idea.version,
      ideaState: state.data,
    },
  });
  if (!response.ok) return failedActionResponse(response.error, { request, fields: [], redirectTo: back });
  return redirectWithToast(back, { message: response.data.message });
}
