import { data, type AppLoadContext } from '@remix-run/node';
import { crowdDomainKey } from '@crowd/contracts/hosts';
import type { TSimilarIdea } from '@crowd/contracts/schemas';
import { getVisibleCrowd } from '~/features/crowd/crowd.server';
import { api, type ApiClient } from '~/lib/api.server';

/** What the form's hint shows of an idea like the draft: the site's own link, not the API's absolute one. */
export type SimilarIdeaView = Pick<TSimilarIdea, 'id' | 'name' | 'ideaState' | 'likeCount'>;

/**
 * The crowd's ideas closest to a draft's text (GET /crowdView/similarIdeas/{domain}); none when the
 * API cannot say, since the hint only helps and must never stop anyone from writing.
 */
export async function similarIdeas(client: ApiClient, domain: string, text: string): Promise<SimilarIdeaView[]> {
  if (!text.trim()) return [];
  const result = await client.request('listCrowdViewSimilarIdeas', { params: { domain }, query: { text } });
  if (!result.ok) {
    console.error(`[web] GET /api/crowdView/similarIdeas failed: ${result.status}`);
    return [];
  }
  return result.data.ideas.map(({ id, name, ideaState, likeCount }) => ({ id, name, ideaState, likeCount }));
}

/** `/resources/similarIdeas?text=`: the create form's hint as it is typed (JavaScript only). */
export async function loadSimilarIdeas(args: { request: Request; context: AppLoadContext }) {
  const { request, context } = args;
  if (context.site.kind !== 'crowd') throw new Response(null, { status: 404, statusText: 'Not Found' });
  const crowd = await getVisibleCrowd(request, context);
  const text = new URL(request.url).searchParams.get('text') ?? '';
  const ideas = crowd ? await similarIdeas(api(args).forCrowd(crowd), crowdDomainKey(context.site), text) : [];
  return data({ ideas });
}
