import type { TErrorBody } from '@crowd/contracts';
import { HttpResponse } from 'msw';
import { mockApi } from './api';
import { makeCrowdView } from './factories';

/** The API as a signed-out visitor of the `demo` crowd sees it. */
export const handlers = [
  mockApi('health', () => HttpResponse.json({ status: 'ok', version: 'test', checks: {} })),
  mockApi('getUser', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })),
  mockApi('listNotifications', () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })),
  mockApi('getCrowdViewByDomain', ({ params }) =>
    params.domain === 'demo'
      ? HttpResponse.json(makeCrowdView({ subdomain: 'demo' }))
      : HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 }),
  ),
  mockApi('listCrowdViewCategories', ({ params }) =>
    params.domain === 'demo'
      ? HttpResponse.json([])
      : HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 }),
  ),
  // A crowd with no idea like the draft: the create form adds an idea at its first submit.
  mockApi('listCrowdViewSimilarIdeas', () => HttpResponse.json({ ideas: [] })),
];
