import { data } from '@remix-run/node';
import { requireAdminCrowd, type RouteArgs } from './crowd-admin.server';
import { visibleTabs } from './crowd-tabs';

/** /crowds/{crowdId}: the crowd every tab works on and which tabs it shows. */
export async function loadCrowdAdminLayout(args: RouteArgs & { params: { crowdId?: string } }) {
  const { crowd } = await requireAdminCrowd(args);
  return data({ crowd, tabs: visibleTabs(crowd) });
}
