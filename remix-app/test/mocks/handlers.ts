import type { TErrorBody } from '@crowd/contracts';
import { http, HttpResponse } from 'msw';
import { makeCrowdView } from './factories';

/** API_URL of the tests (set in test/setup.ts). */
export const API = 'http://api.test/api';

/** The API as a signed-out visitor of the `demo` crowd sees it. */
export const handlers = [
  http.get(`${API}/health`, () => HttpResponse.json({ status: 'ok' })),
  http.get(`${API}/user`, () => HttpResponse.json<TErrorBody>({ error: 'unauthorized' }, { status: 401 })),
  http.get(`${API}/crowdView/domain/:domain`, ({ params }) =>
    params.domain === 'demo'
      ? HttpResponse.json(makeCrowdView({ subdomain: 'demo' }))
      : HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 }),
  ),
];
