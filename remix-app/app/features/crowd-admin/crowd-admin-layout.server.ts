import { data } from '@remix-run/node';
import { requireAdminCrowd, type RouteArgs } from './crowd-admin.server';
import { crowdBanners } from './crowd-banners';
import { adminCrowdSiteUrl } from './crowd-site.server';
import { visibleTabs } from './crowd-tabs';

/** /crowds/{crowdId}: the crowd every tab works on, which tabs it shows, its banners and its site. */
export async function loadCrowdAdminLayout(args: RouteArgs & { params: { crowdId?: string } }) {
  const { crowd } = await requireAdminCrowd(args);
  return data({
    crowd,
    tabs: visibleTabs(crowd),
    banners: crowdBanners(crowd),
    siteUrl: adminCrowdSiteUrl(crowd),
  });
}
