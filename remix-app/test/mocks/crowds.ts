import {
  type TCreateCrowdResponse,
  type TCrowd,
  type TCrowdListResponse,
  type TErrorBody,
  type TUpdateCrowdResponse,
  type TUser,
} from '@crowd/contracts';
import { HttpResponse, type HttpHandler } from 'msw';
import { mockApi } from './api';
import type { RecordedCall } from './account';
import { makeCrowd } from './admin-crowd';
import { makeUser } from './factories';

export { makeCrowd };

/**
 * A signed-in user's crowd API (GET, POST, PUT /crowd). It keeps each crowd's version: a write
 * with another version answers 409 with X-Stale-Entity, as the API does.
 */
export function crowdsApi({ user = makeUser(), crowds = [] }: { user?: TUser; crowds?: TCrowd[] } = {}) {
  const state = { crowds: [...crowds] };
  const calls: RecordedCall[] = [];
  const record = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body,
    });
  };
  const handlers: HttpHandler[] = [
    mockApi('getUser', () => HttpResponse.json<TUser>(user)),
    mockApi('listCrowds', ({ request }) => {
      record(request);
      return HttpResponse.json<TCrowdListResponse>(state.crowds);
    }),
    mockApi('createCrowd', ({ request }) => {
      record(request);
      const crowd = makeCrowd();
      state.crowds.push(crowd);
      return HttpResponse.json<TCreateCrowdResponse>({ message: 'crowd_created', crowd }, { status: 201 });
    }),
    mockApi('updateCrowd', async ({ request }) => {
      const body = await request.json();
      record(request, body);
      const index = state.crowds.findIndex((crowd) => crowd.id === body.id);
      const stored = state.crowds[index];
      if (!stored) return HttpResponse.json<TErrorBody>({ error: 'crowd_does_not_exist' }, { status: 404 });
      if (body.version !== stored.version) {
        return HttpResponse.json<TErrorBody>(
          { error: 'optimistic_locking_error' },
          { status: 409, headers: { 'X-Stale-Entity': 'Crowd' } },
        );
      }
      const updated = { ...stored, ...body, version: stored.version + 1 } as TCrowd;
      state.crowds[index] = updated;
      return HttpResponse.json<TUpdateCrowdResponse>(updated);
    }),
  ];
  return { handlers, calls, state, writes: () => calls.filter((call) => call.method !== 'GET') };
}
