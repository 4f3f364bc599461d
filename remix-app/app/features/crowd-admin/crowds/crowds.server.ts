import { data } from '@remix-run/node';
import { failedActionResponse } from '~/lib/failed-action.server';
import { readFormData } from '~/lib/form-data.server';
import { redirectWithToast } from '~/lib/toast.server';
import { cancelledUntil } from '../crowd-banners';
import { requireCrowdsArea, type RouteArgs } from '../crowd-admin.server';
import { adminCrowdSiteUrl } from '../crowd-site.server';
import { crowdTabPath } from '../crowd-tabs';
import { CROWDS_INTENTS, deleteCrowdValidator } from './crowd-forms';

const CROWDS_PATH = '/crowds';

/**
 * /crowds: the user's crowds as the table shows them (status and plan as the API computes them,
 * and whether the user may delete one). Without JavaScript, `?delete=<id>` asks in the page.
 */
export async function loadCrowds(args: RouteArgs) {
  const { crowds } = await requireCrowdsArea(args);
  const confirmDeleteId = Number(new URL(args.request.url).searchParams.get('delete'));
  return data({
    crowds: crowds.map((crowd) => ({
      id: crowd.id,
      title: crowd.title,
      status: crowd.status,
      // A visible crowd whose cancelled plan still serves is live until then, not "Inactive".
      liveUntil: crowd.visible ? cancelledUntil(crowd) : null,
      // The subscription tab (and its renew step) is the crowd admin's only (spec 6).
      renewable: crowd.role === 'CROWD_ADMIN',
      plan: crowd.plan,
      siteUrl: adminCrowdSiteUrl(crowd),
      deletable: crowd.deletable,
    })),
    confirmDeleteId: crowds.some((crowd) => crowd.deletable && crowd.id === confirmDeleteId) ? confirmDeleteId : null,
  });
}

/** "Create crowd" (the default) or "Delete crowd". */
export async function crowdsAction(args: RouteArgs): Promise<Response> {
  const form = await readFormData(args.request);
  return form.get('intent') === CROWDS_INTENTS.delete ? deleteCrowdAction(args, form) : createCrowdAction(args);
}

/** "Create crowd": POST /crowd, then the new crowd's profile tab, where it gets its title and subdomain. */
async function createCrowdAction(args: RouteArgs): Promise<Response> {
  const { api } = await requireCrowdsArea(args);
  const result = await api.request('createCrowd');
  if (!result.ok) return failedActionResponse(result.error, { request: args.request, fields: [] });
  return redirectWithToast(crowdTabPath(result.data.crowd.id), { message: result.data.message });
}

/**
 * "Delete crowd", confirmed in a dialog (or in the page without JavaScript): DELETE /crowd/{id},
 * then the table without the confirmation; a refusal (a crowd that had a subscription or has
 * ideas) is the API's message as a toast there.
 */
async function deleteCrowdAction(args: RouteArgs, form: FormData): Promise<Response> {
  const { api } = await requireCrowdsArea(args);
  const result = await deleteCrowdValidator.validate(form);
  if (result.error) throw new Response(null, { status: 400 });
  const response = await api.request('deleteCrowd', { params: { crowdId: result.data.crowdId } });
  if (!response.ok)
    return failedActionResponse(response.error, { request: args.request, fields: [], redirectTo: CROWDS_PATH });
  return redirectWithToast(CROWDS_PATH, { message: response.data.message });
}
