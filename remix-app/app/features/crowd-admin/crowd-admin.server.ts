import { redirect, type AppLoadContext } from '@remix-run/node';
import type { TCrowd, TCrowdListResponse } from '@crowd/contracts';
import { requireUser, type RouteArgs, type SignedIn } from '~/lib/guards.server';
import { perRequest } from '~/lib/request-cache.server';
import { requireMainSite } from '~/lib/site.server';
import { failedRead } from '~/lib/api-failure.server';

export type { RouteArgs } from '~/lib/guards.server';

const CROWDS = Symbol('admin crowds');

/** GET /crowd once per request: the crowds the user administers or manages (decision 013). */
export function listAdminCrowds(signedIn: SignedIn, args: RouteArgs): Promise<TCrowdListResponse> {
  return perRequest(args.context as AppLoadContext, CROWDS, async () => {
    const result = await signedIn.api.request('listCrowds');
    if (result.ok) return result.data;
    failedRead(args.request, result.status, 'GET /api/crowd');
  });
}

/** The crowd admin area's guard: main site, signed in; the user's crowds. */
export async function requireCrowdsArea(args: RouteArgs): Promise<SignedIn & { crowds: TCrowdListResponse }> {
  requireMainSite(args.context);
  const signedIn = await requireUser(args);
  return { ...signedIn, crowds: await listAdminCrowds(signedIn, args) };
}

export interface AdminCrowd extends SignedIn {
  crowd: TCrowd;
}

/**
 * /crowds/{crowdId} and its tabs: the crowd among the user's crowds, else back to /crowds (spec 2,
 * "not found after crowds have loaded"), which covers unknown ids and other people's crowds alike.
 */
export async function requireAdminCrowd(args: RouteArgs & { params: { crowdId?: string } }): Promise<AdminCrowd> {
  const { crowds, ...signedIn } = await requireCrowdsArea(args);
  const crowd = crowds.find((candidate) => String(candidate.id) === args.params.crowdId);
  if (!crowd) throw redirect('/crowds');
  return { ...signedIn, crowd };
}
