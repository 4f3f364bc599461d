import { data } from '@remix-run/node';
import { failedActionResponse } from '~/lib/failed-action.server';
import { redirectWithToast } from '~/lib/toast.server';
import { cancelledUntil } from '../crowd-banners';
import { requireCrowdsArea, type RouteArgs } from '../crowd-admin.server';
import { adminCrowdSiteUrl } from '../crowd-site.server';
import { crowdTabPath } from '../crowd-tabs';

/** /crowds: the user's crowds as the table shows them (status and plan as the API computes them). */
export async function loadCrowds(args: RouteArgs) {
  const { crowds } = await requireCrowdsArea(args);
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
    })),
  });
}

/** "Create crowd": POST /crowd, then the new crowd's profile tab, where it gets its title and subdomain. */
export async function createCrowdAction(args: RouteArgs): Promise<Response> {
  const { api } = await requireCrowdsArea(args);
  const result = await api.request('createCrowd');
  if (!result.ok) return failedActionResponse(result.error, { request: args.request, fields: [] });
  return redirectWithToast(crowdTabPath(result.data.crowd.id), { message: result.data.message });
}
