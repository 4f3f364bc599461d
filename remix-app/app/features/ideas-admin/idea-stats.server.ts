import { data } from '@remix-run/node';
import { redirectWithToast } from '~/lib/toast.server';
import { failedRead } from '~/lib/api-failure.server';
import { IDEA_NOT_FOUND, requireAdminIdea, type RouteArgs } from './ideas-admin.server';
import { IDEAS_PATH } from './ideas-paths';

/** /ideas/{ideaId}/stats: comments and likes all time, last 30 and last 7 days (GET /idea/stats). */
export async function loadIdeaStats(args: RouteArgs & { params: { ideaId?: string } }) {
  const { idea, api } = await requireAdminIdea(args);
  const result = await api.request('getIdeaStats', { params: { crowdId: idea.crowdId, ideaId: idea.id } });
  if (result.ok) return data({ stats: result.data.stats });
  if (result.status === 403 || result.status === 404) throw await redirectWithToast(IDEAS_PATH, IDEA_NOT_FOUND);
  failedRead(args.request, result.status, 'GET /api/idea/stats');
}
